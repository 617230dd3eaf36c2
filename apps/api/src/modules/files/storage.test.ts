import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../../ports.ts';
import { localDiskStorage, newStorageKey } from './storage.ts';

let root: string;
let storage: FileStorage;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'kopru-storage-'));
  storage = localDiskStorage(root);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('local disk storage', () => {
  it('stores, reads back and deletes a file under a random key', async () => {
    const key = newStorageKey('kyc');
    expect(key).toMatch(/^kyc\/[A-Za-z0-9]{32}$/);
    await storage.put(key, Readable.from([Buffer.from('%PDF-1.4 hello')]));
    const stream = await storage.get(key);
    expect(stream && (await text(stream))).toBe('%PDF-1.4 hello');
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key);
  });

  it('leaves no partial file when the upload stream fails', async () => {
    const key = newStorageKey('kyc');
    const failing = new Readable({
      read() {
        this.push(Buffer.from('%PDF-'));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put(key, failing)).rejects.toThrow('client went away');
    expect(await storage.get(key)).toBeNull();
    expect(await readdir(path.join(root, 'kyc'))).toEqual([]);
  });

  it('refuses keys that could leave the storage directory', async () => {
    await expect(storage.get('../../etc/passwd')).rejects.toThrow('invalid storage key');
    await expect(storage.put('kyc/../x', Readable.from(['x']))).rejects.toThrow('invalid storage key');
  });
});
