// compose.yaml, checked without compose (no image can be pulled here): it parses as YAML (merge
// keys, no duplicate keys), has the services docs/deployment.md describes, every variable it names
// is documented in .env.example and every variable of .env.example reaches it, and
// deploy/new-env.sh writes an .env in which every variable compose requires is set.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { check, fail } from './check.ts';

const root = path.resolve(import.meta.dirname, '../..');
const composeText = readFileSync(path.join(root, 'compose.yaml'), 'utf8');
const envExample = readFileSync(path.join(root, '.env.example'), 'utf8');

interface Service {
  profiles?: string[];
  command?: string[];
  read_only?: boolean;
  environment?: Record<string, unknown>;
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number };
}
const compose = parse(composeText, { merge: true, uniqueKeys: true }) as {
  services: Record<string, Service>;
};
const services = compose.services;

/** Names set (or shown commented out) in .env.example: `NAME=` or `# NAME=` at a line's start. */
const documented = new Set(
  [...envExample.matchAll(/^(?:# ?)?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1] as string),
);
/** `${NAME}`, `${NAME:-x}`, `${NAME:?x}` outside `$$` (a `$` for the container's shell). */
const interpolated = new Set(
  [...composeText.matchAll(/(?<!\$)\$\{([A-Z][A-Z0-9_]*)/g)].map((m) => m[1] as string),
);
const kopruServices = Object.entries(services).filter(([, s]) =>
  JSON.stringify(s).includes('"read_only":true'),
);
const givenToKopru = new Set(kopruServices.flatMap(([, s]) => Object.keys(s.environment ?? {})));

check('compose.yaml names only variables .env.example documents', () => {
  const unknown = [...interpolated, ...givenToKopru].filter((name) => !documented.has(name));
  if (unknown.length > 0) fail(`not in .env.example: ${[...new Set(unknown)].join(', ')}`);
});

/** Read by compose itself, from .env. */
const composeOwn = new Set(['COMPOSE_PROFILES']);

check('every variable of .env.example reaches compose.yaml', () => {
  const missing = [...documented].filter(
    (name) => !interpolated.has(name) && !givenToKopru.has(name) && !composeOwn.has(name),
  );
  if (missing.length > 0) fail(`not named in compose.yaml: ${missing.join(', ')}`);
});

check('the full install: PostgreSQL, Redis, S3, migrations first, two APIs and a worker', () => {
  for (const name of ['postgres', 'redis', 'minio', 'minio-setup', 'migrate', 'api', 'worker', 'caddy']) {
    if (!services[name]?.profiles?.includes('full')) fail(`service ${name} is not in the full profile`);
  }
  const { api, worker, migrate } = services;
  if (api?.deploy?.replicas !== 2) fail('the API does not run 2 replicas');
  if (migrate?.command?.[0] !== 'migrate') fail('the migrate service does not run the migrate role');
  for (const [name, service] of [
    ['api', api],
    ['worker', worker],
  ] as const) {
    if (service?.depends_on?.migrate?.condition !== 'service_completed_successfully')
      fail(`${name} does not wait for the migrations`);
  }
  if (worker?.command?.[0] !== 'worker' || api?.command?.[0] !== 'web') fail('roles of api/worker changed');
  if (api?.environment?.DATABASE_URL === undefined || api.environment.S3_ENDPOINT === undefined)
    fail('the API is not given PostgreSQL and S3');
});

check('the embedded install: one API on PGlite, its data in a volume', () => {
  const embedded = services.embedded;
  if (!embedded?.profiles?.includes('embedded')) fail('no embedded profile');
  if (embedded?.environment?.DATABASE_URL !== undefined) fail('the embedded API is given a DATABASE_URL');
});

check('every Köprü container has a read-only root', () => {
  const names = kopruServices.map(([name]) => name).sort();
  if (names.join() !== 'api,embedded,migrate,worker') fail(`read-only: ${names.join()}`);
});

check('deploy/new-env.sh writes every variable compose requires', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'kopru-env-'));
  try {
    mkdirSync(path.join(dir, 'deploy'));
    copyFileSync(path.join(root, '.env.example'), path.join(dir, '.env.example'));
    copyFileSync(path.join(root, 'deploy/new-env.sh'), path.join(dir, 'deploy/new-env.sh'));
    execFileSync('sh', [path.join(dir, 'deploy/new-env.sh'), 'https://pay.example.com'], { stdio: 'pipe' });
    const env = readFileSync(path.join(dir, '.env'), 'utf8');
    const value = (name: string) => new RegExp(`^${name}=(\\S*)`, 'm').exec(env)?.[1] ?? '';
    const required = [...composeText.matchAll(/\$\{([A-Z][A-Z0-9_]*):\?/g)].map((m) => m[1] as string);
    const empty = [...new Set(required)].filter((name) => value(name) === '');
    if (empty.length > 0) fail(`empty in the written .env: ${empty.join(', ')}`);
    if (value('PUBLIC_URL') !== 'https://pay.example.com') fail('PUBLIC_URL not written');
    if (value('POSTGRES_PASSWORD') === value('MINIO_ROOT_PASSWORD')) fail('one secret used twice');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
