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

export interface StorageEnv {
  DATA_DIR: string;
  S3_ENDPOINT?: string | undefined;
  S3_BUCKET?: string | undefined;
  S3_REGION: string;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_SERVER_SIDE_ENCRYPTION: 'AES256' | 'aws:kms';
  S3_KMS_KEY_ID?: string | undefined;
  S3_FORCE_PATH_STYLE: boolean;
}

/** The configured storage: the S3 bucket when S3_ENDPOINT is set (env.ts checks the rest), else local disk. */
export async function createStorage(env: StorageEnv): Promise<FileStorage> {
  if (!env.S3_ENDPOINT) return localDiskStorage(path.resolve(env.DATA_DIR, 'files'));
  const { s3Storage } = await import('./s3-storage.ts');
  return s3Storage({
    endpoint: env.S3_ENDPOINT,
    bucket: env.S3_BUCKET ?? '',
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    serverSideEncryption: env.S3_SERVER_SIDE_ENCRYPTION,
    kmsKeyId: env.S3_KMS_KEY_ID,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
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
