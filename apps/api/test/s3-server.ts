import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small S3-compatible server of our own for tests (there is no network to a real one): path-style
 * PutObject, GetObject, HeadObject and DeleteObject on one bucket, each request's AWS Signature
 * Version 4 recomputed and checked (header authorization, signed payload hash), as the S3 REST
 * API documents them. Objects live in memory with the server-side encryption that was requested.
 */
export interface StoredObject {
  body: Buffer;
  serverSideEncryption: string | undefined;
  acl: string | undefined;
}

const hash = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

function xmlError(response: ServerResponse, status: number, code: string) {
  response
    .writeHead(status, { 'content-type': 'application/xml' })
    .end(
      `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`,
    );
}

/** RFC 3986 encoding as SigV4 wants it for query names and values. */
const encode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function signatureValid(request: IncomingMessage, body: Buffer, credentials: { id: string; secret: string }) {
  const header = request.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      header,
    );
  if (!match) return false;
  const [, keyId, date, region, signedHeaders, signature] = match as unknown as string[];
  if (keyId !== credentials.id) return false;
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== hash(body)) return false;
  const url = new URL(request.url ?? '/', 'http://localhost');
  const query = [...url.searchParams.entries()]
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .sort()
    .join('&');
  const names = (signedHeaders ?? '').split(';');
  if (!names.includes('host') || !names.includes('x-amz-date')) return false;
  const headers = names
    .map(
      (name) =>
        `${name}:${String(request.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonical = [request.method, url.pathname, query, headers, signedHeaders, payloadHash].join('\n');
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  const scope = `${date}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, hash(canonical)].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secret}`, date ?? ''), region ?? ''), 's3'),
    'aws4_request',
  );
  const expected = hmac(key, toSign).toString('hex');
  return timingSafeEqual(Buffer.from(expected), Buffer.from(signature ?? ''));
}

export async function startS3Server(options: {
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}) {
  const objects = new Map<string, StoredObject>();
  const refused: string[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const credentials = { id: options.accessKeyId, secret: options.secretAccessKey };
    if (!signatureValid(request, body, credentials)) {
      refused.push(`${request.method} ${request.url}`);
      return xmlError(response, 403, 'SignatureDoesNotMatch');
    }
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const [, bucket, ...rest] = path.split('/');
    const key = rest.join('/');
    if (bucket !== options.bucket) return xmlError(response, 404, 'NoSuchBucket');
    if (!key) return xmlError(response, 400, 'InvalidRequest');
    const object = objects.get(key);
    switch (request.method) {
      case 'PUT': {
        const sse = request.headers['x-amz-server-side-encryption'];
        objects.set(key, {
          body,
          serverSideEncryption: typeof sse === 'string' ? sse : undefined,
          acl: typeof request.headers['x-amz-acl'] === 'string' ? request.headers['x-amz-acl'] : undefined,
        });
        const headers: Record<string, string> = { etag: `"${createHash('md5').update(body).digest('hex')}"` };
        if (typeof sse === 'string') headers['x-amz-server-side-encryption'] = sse;
        return response.writeHead(200, headers).end();
      }
      case 'GET':
      case 'HEAD':
        if (!object)
          return request.method === 'HEAD'
            ? response.writeHead(404).end()
            : xmlError(response, 404, 'NoSuchKey');
        response.writeHead(200, {
          'content-type': 'application/octet-stream',
          'content-length': object.body.length,
          ...(object.serverSideEncryption
            ? { 'x-amz-server-side-encryption': object.serverSideEncryption }
            : {}),
        });
        return response.end(request.method === 'GET' ? object.body : undefined);
      case 'DELETE':
        objects.delete(key);
        return response.writeHead(204).end();
      default:
        return xmlError(response, 405, 'MethodNotAllowed');
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    /** Requests refused for a bad signature. */
    refused,
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
