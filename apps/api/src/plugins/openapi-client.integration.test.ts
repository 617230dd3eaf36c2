import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createApiKey, createKycApprovedMerchant } from '../../test/factories.ts';
import { requestPayout } from '../../test/payout-helpers.ts';
import { paidPayment } from '../../test/refund-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * A client generated from each OpenAPI document, as a merchant's developer would make one:
 * openapi-typescript writes the types, openapi-fetch calls with them. The client module below is
 * type-checked against the generated types (each download's type must name its real media type,
 * and how the answer is read follows from it: JSON parsed, text/* as text, other types as bytes),
 * compiled, and run against the listening API. It lives under node_modules/.cache so that it
 * resolves openapi-fetch like any module of this package.
 */
const clientSource = `
import createClient from 'openapi-fetch';
import type { paths as Api } from './api.mjs';
import type { paths as V1 } from './v1.mjs';

type Success<P, K extends keyof P> = P[K] extends { get: { responses: { 200: { content: infer C } } } } ? C : never;
type Media<P, K extends keyof P> = keyof Success<P, K>;
/** How openapi-fetch must read an answer of media type M. */
type ParseAs<M> = M extends 'application/json' ? 'json' : M extends \`text/\${string}\` ? 'text' : 'arrayBuffer';

const pdf: ParseAs<Media<Api, '/api/merchant/payouts/{id}/statement.pdf'>> = 'arrayBuffer';
const csv: ParseAs<Media<Api, '/api/merchant/payouts/{id}/statement.csv'>> = 'text';
const adminPdf: ParseAs<Media<Api, '/api/admin/payouts/{id}/statement.pdf'>> = 'arrayBuffer';
const payout: ParseAs<Media<V1, '/v1/payouts/{id}'>> = 'json';

export async function merchantStatement(baseUrl: string, cookie: string, id: string) {
  const client = createClient<Api>({ baseUrl, headers: { cookie } });
  const params = { path: { id } };
  return {
    pdf: await client.GET('/api/merchant/payouts/{id}/statement.pdf', { params, parseAs: pdf }),
    csv: await client.GET('/api/merchant/payouts/{id}/statement.csv', { params, parseAs: csv }),
  };
}

export async function adminStatement(baseUrl: string, cookie: string, id: string) {
  const client = createClient<Api>({ baseUrl, headers: { cookie } });
  return client.GET('/api/admin/payouts/{id}/statement.pdf', { params: { path: { id } }, parseAs: adminPdf });
}

export async function payoutByKey(baseUrl: string, secret: string, id: string) {
  const client = createClient<V1>({ baseUrl, headers: { authorization: \`Bearer \${secret}\` } });
  return client.GET('/v1/payouts/{id}', { params: { path: { id } }, parseAs: payout });
}
`;

interface Answer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}
interface GeneratedClient {
  merchantStatement(
    baseUrl: string,
    cookie: string,
    id: string,
  ): Promise<{ pdf: Answer<ArrayBuffer>; csv: Answer<string> }>;
  adminStatement(baseUrl: string, cookie: string, id: string): Promise<Answer<ArrayBuffer>>;
  payoutByKey(baseUrl: string, secret: string, id: string): Promise<Answer<{ id: string; amount: number }>>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
let t: TestApp;
let dir: string;
let baseUrl: string;
const seed = { merchantCookie: '', adminCookie: '', secret: '', payoutId: '' };

beforeAll(async () => {
  t = await createTestApp();
  const sme = await createKycApprovedMerchant(t.app, t.database.db);
  await paidPayment(t.app, sme.cookie, { amount: 100_000 });
  const payout = (await requestPayout(t.app, sme.cookie, { amount: 50_000, currency: 'USD' })).json();
  Object.assign(seed, {
    merchantCookie: sme.cookie,
    adminCookie: (await createAdmin(t.app, t.database.db)).cookie,
    secret: (await createApiKey(t.app, sme.cookie)).secret,
    payoutId: payout.id,
  });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const cache = path.join(here, '../../node_modules/.cache');
  await mkdir(cache, { recursive: true });
  dir = await mkdtemp(path.join(cache, 'openapi-client-'));
});
afterAll(async () => {
  await t.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('a client generated from the OpenAPI documents', () => {
  it('is typed with each statement download as its real media type and downloads it without a parse error', async () => {
    for (const [name, url] of [
      ['api', '/api/openapi.json'],
      ['v1', '/v1/openapi.json'],
    ] as const) {
      const doc = (await t.app.inject({ method: 'GET', url })).json();
      await writeFile(path.join(dir, `${name}.mts`), astToString(await openapiTS(doc)));
    }
    await writeFile(path.join(dir, 'client.mts'), clientSource);
    const options = ['--strict', '--target', 'es2022', '--module', 'nodenext', '--skipLibCheck'];
    const compiled = await promisify(execFile)(
      process.execPath,
      [tsc, ...options, path.join(dir, 'client.mts')],
      {
        cwd: dir,
      },
    ).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
    expect(compiled.stdout).toBe('');

    const client = (await import(pathToFileURL(path.join(dir, 'client.mjs')).href)) as GeneratedClient;
    const { pdf, csv } = await client.merchantStatement(baseUrl, seed.merchantCookie, seed.payoutId);
    expect(pdf.error).toBeUndefined();
    expect(pdf.response.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(pdf.data ?? new ArrayBuffer(0))
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    expect(csv.error).toBeUndefined();
    expect(csv.response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.data).toMatch(/^Entry,Date,Type,Reference,[^\n]*\n[^\n]*,Payment,TX-[A-HJKMNP-Z2-9]{10},/);

    const admin = await client.adminStatement(baseUrl, seed.adminCookie, seed.payoutId);
    expect(
      Buffer.from(admin.data ?? new ArrayBuffer(0))
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    const byKey = await client.payoutByKey(baseUrl, seed.secret, seed.payoutId);
    expect(byKey.data).toMatchObject({ id: seed.payoutId, amount: 50_000 });
  });
});
