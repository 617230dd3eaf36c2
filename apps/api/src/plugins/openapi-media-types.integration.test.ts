import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../test/payment-helpers.ts';
import { type SeededMerchant, seedMerchant } from '../../test/seeded-merchant.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

interface Schema {
  type?: string;
  format?: string;
  pattern?: string;
}
interface Response {
  headers?: Record<string, { schema: Schema }>;
  content?: Record<string, { schema: Schema }>;
}
interface Operation {
  parameters?: { in: string; name: string; required?: boolean }[];
  responses: Record<string, Response>;
}
type Paths = Record<string, Record<string, Operation>>;

/** GETs the seed cannot bring to a success answer; their answer is still checked against its status. */
const noSuccess: Record<string, string> = {
  '/api/public/payments/{id}/3ds-callback':
    "needs the acquirer's signed state, which only the bank page carries",
};

let t: TestApp;
let seed: SeededMerchant;
const docs: Record<string, Paths> = {};

beforeAll(async () => {
  const clock = testClock(new Date());
  t = await createTestApp({ clock });
  seed = await seedMerchant(t.app, t.database.db, clock);
  for (const url of ['/api/openapi.json', '/v1/openapi.json'])
    docs[url] = (await t.app.inject({ method: 'GET', url })).json().paths;
});
afterAll(async () => {
  await t.close();
});

/** The path with the seed's ids, required query parameters filled in. */
function urlOf(path: string, operation: Operation): string {
  const filled = path.replace(/\/([^/]+)\/\{(\w+)\}/g, (_all, segment: string) => {
    const id = path.includes('/3ds') ? seed.threeDsPaymentId : seed.ids[segment];
    if (!id) throw new Error(`GET ${path}: the seed has no sample for /${segment}/{…}; add one`);
    return `/${segment}/${encodeURIComponent(id)}`;
  });
  const query = new URLSearchParams();
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in !== 'query' || !parameter.required) continue;
    const samples: Record<string, string> = { month: seed.month, state: 'not-signed' };
    const value = samples[parameter.name];
    if (!value) throw new Error(`GET ${path}: no sample for the required ?${parameter.name}=; add one`);
    query.set(parameter.name, value);
  }
  return query.size > 0 ? `${filled}?${query}` : filled;
}

/** The merchant's session, the admin's for /api/admin, the merchant's secret key for /v1, none for public. */
function headersFor(path: string): Record<string, string> {
  if (path.startsWith('/v1/')) return { authorization: `Bearer ${seed.sme.secret}` };
  if (path.startsWith('/api/public/')) return {};
  return { cookie: path.startsWith('/api/admin/') ? seed.admin.cookie : seed.sme.cookie };
}

const mediaType = (header: string | undefined) => header?.split(';')[0]?.trim().toLowerCase();
const isFile = (response: Response | undefined) =>
  Object.values(response?.content ?? {}).some((media) => media.schema.format === 'binary');

/** What is wrong between the answer and its documentation; empty when they agree. */
function mismatches(
  path: string,
  documented: Response | undefined,
  answer: LightMyRequestResponse,
): string[] {
  const status = answer.statusCode;
  if (!documented) return [`answered ${status}, which is not documented`];
  const sent = mediaType(answer.headers['content-type'] as string | undefined);
  const problems: string[] = [];
  if (!documented.content) {
    if (answer.rawPayload.length > 0)
      problems.push(`${status} is documented without a body but sent ${sent}`);
    return problems;
  }
  if (!sent || !(sent in documented.content))
    problems.push(`${status} sent ${sent}, documented ${Object.keys(documented.content).join(', ')}`);
  if (sent === 'application/json' && !isJson(answer.body))
    problems.push(`${status} sent JSON that does not parse`);
  if (isFile(documented)) {
    const disposition = answer.headers['content-disposition'] as string | undefined;
    const pattern = documented.headers?.['Content-Disposition']?.schema.pattern;
    if (!pattern) problems.push('a file documented without its Content-Disposition header');
    else if (!disposition || !new RegExp(pattern).test(disposition))
      problems.push(`Content-Disposition ${disposition} does not match ${pattern}`);
    if (answer.rawPayload.length === 0) problems.push('an empty file');
  }
  if (status >= 400 && !(path in noSuccess)) problems.push(`no success answer: ${answer.body.slice(0, 200)}`);
  return problems;
}

function isJson(body: string): boolean {
  try {
    JSON.parse(body);
    return true;
  } catch {
    return false;
  }
}

describe.each(['/api/openapi.json', '/v1/openapi.json'])('%s', (url) => {
  it('documents the media type every GET really answers, each download as a file of its real type', async () => {
    const problems: string[] = [];
    const files: string[] = [];
    const gets = Object.entries(docs[url] ?? {}).flatMap(([path, operations]) =>
      operations.get ? [[path, operations.get] as const] : [],
    );
    expect(gets.length).toBeGreaterThan(url.startsWith('/v1') ? 10 : 60);
    for (const [path, operation] of gets) {
      const answer = await t.app.inject({
        method: 'GET',
        url: urlOf(path, operation),
        headers: headersFor(path),
      });
      const documented = operation.responses[String(answer.statusCode)];
      for (const problem of mismatches(path, documented, answer)) problems.push(`GET ${path}: ${problem}`);
      if (isFile(documented) && answer.statusCode < 300)
        files.push(`${path} ${mediaType(answer.headers['content-type'] as string)}`);
    }
    expect(problems).toEqual([]);
    expect(files.sort()).toEqual(
      url.startsWith('/v1')
        ? []
        : [
            '/api/admin/disputes/{id}/files/{fileId} image/png',
            '/api/admin/kyc/documents/{id} application/pdf',
            '/api/admin/payouts/{id}/statement.pdf application/pdf',
            '/api/kyc/documents/{id} application/pdf',
            '/api/merchant/disputes/{id}/files/{fileId} image/png',
            '/api/merchant/export-records/report.csv text/csv',
            '/api/merchant/export-records/report.pdf application/pdf',
            '/api/merchant/payment-links/{id}/proforma.pdf application/pdf',
            '/api/merchant/payments/export text/csv',
            '/api/merchant/payments/{id}/commercial-invoice.pdf application/pdf',
            '/api/merchant/payouts/{id}/statement.csv text/csv',
            '/api/merchant/payouts/{id}/statement.pdf application/pdf',
            '/api/public/brand-logos/{id} image/png',
          ],
    );
  });
});

describe('file answers in the documents', () => {
  it('are bytes (type string, format binary) of each media type, never JSON, with a Content-Disposition', () => {
    for (const paths of Object.values(docs)) {
      for (const [path, operations] of Object.entries(paths)) {
        for (const [method, operation] of Object.entries(operations)) {
          for (const [status, response] of Object.entries(operation.responses)) {
            if (!isFile(response)) continue;
            const name = `${method} ${path} ${status}`;
            expect(Object.keys(response.content ?? {}), name).not.toContain('application/json');
            for (const media of Object.values(response.content ?? {}))
              expect(media.schema, name).toEqual({ type: 'string', format: 'binary' });
            expect(response.headers?.['Content-Disposition']?.schema.pattern, name).toMatch(
              /^\^(attachment|inline); filename=$/,
            );
          }
        }
      }
    }
  });
});
