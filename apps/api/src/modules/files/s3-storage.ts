import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { FileStorage } from '../../ports.ts';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `AES256` (S3-managed keys, the default) or `aws:kms` with `kmsKeyId`. */
  serverSideEncryption: 'AES256' | 'aws:kms';
  kmsKeyId?: string | undefined;
  /** Bucket in the path (`endpoint/bucket/key`), as MinIO and most S3-compatible servers want. */
  forcePathStyle: boolean;
}

/** Files bigger than this are refused before upload (KYC documents are at most 10 MB). */
const MAX_OBJECT_BYTES = 25 * 1024 * 1024;

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    size += buffer.length;
    if (size > MAX_OBJECT_BYTES) throw new Error('object too large for storage');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Objects in an S3-compatible bucket through the AWS SDK v3. Every object is written with
 * server-side encryption requested and no ACL (private: the bucket's owner only; block public
 * access on the bucket too); files are only ever read back through authorised API routes.
 * A body is gathered in memory first (a PutObject needs its length; KYC files are small), so
 * the object appears whole or not at all.
 */
export function s3Storage(settings: S3Settings): FileStorage & { client: S3Client } {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Plain SigV4 with a payload hash: what every S3-compatible server understands.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  return {
    client,
    async put(key, body) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: await bytesOf(body),
          ContentType: 'application/octet-stream',
          ServerSideEncryption: settings.serverSideEncryption,
          ...(settings.kmsKeyId ? { SSEKMSKeyId: settings.kmsKeyId } : {}),
        }),
      );
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return (object.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
