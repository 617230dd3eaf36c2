import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKycApprovedMerchant } from '../../../test/factories.ts';
import { startS3Server } from '../../../test/s3-server.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { s3Storage } from './s3-storage.ts';
import { newStorageKey } from './storage.ts';

/**
 * S3 storage against our own S3-compatible server (test/s3-server.ts: PutObject, GetObject,
 * HeadObject, DeleteObject with SigV4 checked), started by the test: there is no network here.
 */
const credentials = {
  accessKeyId: 'KOPRUTESTKEY',
  secretAccessKey: 'kopru-test-secret-access-key-0123456789',
};

let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3 = await startS3Server({ bucket: 'kopru-files', ...credentials });
});
afterAll(async () => {
  await s3?.close();
});

const settings = () => ({
  endpoint: s3.endpoint,
  bucket: 'kopru-files',
  region: 'eu-central-1',
  ...credentials,
  serverSideEncryption: 'AES256' as const,
  forcePathStyle: true,
});

describe('S3 storage', () => {
  it('puts, gets and deletes objects, encrypted at rest and private', async () => {
    const storage = s3Storage(settings());
    const key = newStorageKey('kyc');
    await storage.put(key, Readable.from([Buffer.from('%PDF-1.4 '), Buffer.from('document')]));
    const stored = s3.objects.get(key);
    expect(stored?.body.toString()).toBe('%PDF-1.4 document');
    expect(stored?.serverSideEncryption).toBe('AES256');
    expect(stored?.acl).toBeUndefined();
    const read = await storage.get(key);
    expect(read && (await text(read))).toBe('%PDF-1.4 document');
    await storage.delete(key);
    expect(s3.objects.has(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key); // a missing object is no error
    expect(s3.refused).toEqual([]);
  });

  it('is refused by the server with a wrong secret (the signature is really checked)', async () => {
    const storage = s3Storage({ ...settings(), secretAccessKey: 'not-the-secret-0123456789' });
    await expect(storage.put(newStorageKey('kyc'), Readable.from([Buffer.from('x')]))).rejects.toThrow();
    expect(s3.refused.length).toBeGreaterThan(0);
  });
});

describe('KYC documents with S3_ENDPOINT', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        S3_ENDPOINT: s3.endpoint,
        S3_BUCKET: 'kopru-files',
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: credentials.accessKeyId,
        S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('are stored in the bucket, not on disk, and read back through the API', async () => {
    const before = s3.objects.size;
    const sme = await createKycApprovedMerchant(t.app, t.database.db);
    expect(s3.objects.size).toBeGreaterThan(before);
    const [key, object] = [...s3.objects.entries()].at(-1) ?? [];
    expect(key).toMatch(/^kyc\/[A-Za-z0-9]{32}$/);
    expect(object?.serverSideEncryption).toBe('AES256');
    const overview = await t.app.inject({ method: 'GET', url: '/api/kyc', headers: { cookie: sme.cookie } });
    const documentId: string = overview.json().submission.documents[0].id;
    const document = await t.app.inject({
      method: 'GET',
      url: `/api/kyc/documents/${documentId}`,
      headers: { cookie: sme.cookie },
    });
    expect(document.statusCode).toBe(200);
    expect(s3.objects.get(key ?? '')?.body.length).toBeGreaterThan(0);
    expect(existsSync(`${t.dataDir}/files`)).toBe(false);
    const fixture = await readFile(new URL('../../../test/fixtures/tax-certificate.pdf', import.meta.url));
    expect([...s3.objects.values()].some((o) => o.body.equals(fixture))).toBe(true);
  });
});
