import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { randomBase62 } from '@kopru/domain/ids';
import type { FileStorage, StorageArea } from '../../ports.ts';

const keyPattern = /^[a-z]+\/[A-Za-z0-9]{32}$/;

export function newStorageKey(area: StorageArea): string {
  return `${area}/${randomBase62(32)}`;
}

/** Files under `root` (`${DATA_DIR}/files` by default), one per key, readable by the owner only. */
export function localDiskStorage(root: string): FileStorage {
  const resolvedRoot = path.resolve(root);
  const fileOf = (key: string): string => {
    if (!keyPattern.test(key)) throw new Error(`invalid storage key: ${key}`);
    return path.join(resolvedRoot, ...key.split('/'));
  };

  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
      const handle = await open(partial, 'wx', 0o600);
      try {
        await pipeline(body, handle.createWriteStream());
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      } finally {
        await handle.close().catch(() => {});
      }
    },
    async get(key) {
      try {
        const handle = await open(fileOf(key), 'r');
        return handle.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
