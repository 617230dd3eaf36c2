import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite cluster dumped to a file; each test file starts from a copy. */
    pgliteTemplate: string;
  }
}

/**
 * Creating a PGlite cluster and applying every migration costs seconds of CPU; doing it once per
 * run and loading the dump in each test file keeps the suite fast on small machines.
 */
export default async function setup(project: TestProject) {
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const file = path.join(tmpdir(), `kopru-pglite-template-${randomBytes(4).toString('hex')}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(file, { force: true });
  };
}
