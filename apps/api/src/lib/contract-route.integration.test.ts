import { endpoints } from '@kopru/domain/contracts/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const methodsOf = (method: string | string[]) => (Array.isArray(method) ? method : [method]);

function routes() {
  return t.app.routeTable.flatMap((route) =>
    methodsOf(route.method)
      .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
      .map((method) => ({ key: `${method} ${route.url}`, contract: route.contract })),
  );
}

/** Not API operations: the built single-page apps and their files, and the operators' probes. */
const notOperations = new Set([
  'GET /*',
  'GET /admin',
  'GET /admin/*',
  'GET /pay/*',
  'GET /assets/*',
  'GET /healthz',
  'GET /readyz',
  'GET /metrics',
]);

describe('endpoint descriptions and routes', () => {
  it('registers every description, on /v1 too when it has a /v1 mount', () => {
    const registered = new Set(
      routes()
        .filter((r) => r.contract)
        .map((r) => r.key),
    );
    const expected = endpoints.flatMap((e) => [
      `${e.method} ${e.path}`,
      ...(e.v1 ? [`${e.method} ${e.v1.path}`] : []),
    ]);
    expect(expected.filter((key) => !registered.has(key))).toEqual([]);
  });

  it('registers every API route from a description', () => {
    const handWritten = routes()
      .filter((r) => !r.contract && !notOperations.has(r.key))
      .map((r) => r.key)
      .sort();
    expect(handWritten).toEqual([]);
  });
});
