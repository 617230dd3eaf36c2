import { compileErrors, validate } from '@readme/openapi-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes } from '../../../test/merchant-api.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}

async function document(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('OpenAPI documents', () => {
  it.each(['/api/openapi.json', '/v1/openapi.json'])('%s is a valid OpenAPI 3.1 document', async (url) => {
    const doc = await document(url);
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc));
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it.each(['/api/openapi.json', '/v1/openapi.json'])("%s passes Redocly's recommended rules", async (url) => {
    const doc = await document(url);
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: url, config });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });

  it('documents the session cookie on exactly the /api operations that answer 401 without one', async () => {
    const doc = await document('/api/openapi.json');
    expect(doc.servers).toEqual([{ url: 'http://localhost:3000' }]);
    const wrong: string[] = [];
    let guarded = 0;
    for (const [path, operations] of Object.entries(doc.paths as Record<string, Record<string, Operation>>)) {
      if (path.startsWith('/v1/')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const session = JSON.stringify(operation.security) === JSON.stringify([{ session: [] }]);
        if (session) guarded += 1;
        else if (JSON.stringify(operation.security) !== '[]')
          wrong.push(`${method} ${path}: ${operation.security}`);
        const response = await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url: path.replace(/\{\w+\}/g, 'x1y2z3'),
          ...(method === 'get' ? {} : { payload: {} }),
        });
        if (session !== (response.statusCode === 401))
          wrong.push(
            `${method} ${path}: documented ${session ? 'session' : 'public'}, answered ${response.statusCode}`,
          );
      }
    }
    expect(wrong).toEqual([]);
    expect(guarded).toBeGreaterThan(100);
  });

  it('covers every /v1 route with its schemas and the bearer security scheme', async () => {
    const doc = await document('/v1/openapi.json');
    const routes = registeredRoutes(t.app).filter(
      (route) =>
        route.path.startsWith('/v1/') &&
        route.path !== '/v1/openapi.json' &&
        !['HEAD', 'OPTIONS'].includes(route.method),
    );
    expect(routes.length).toBeGreaterThanOrEqual(9);
    const documented = Object.entries(doc.paths as Record<string, Record<string, Operation>>).flatMap(
      ([path, operations]) =>
        Object.keys(operations).map((method) => ({
          method: method.toUpperCase(),
          path: path.replace(/\{(\w+)\}/g, ':$1'),
        })),
    );
    expect(documented.sort(byRoute)).toEqual(routes.sort(byRoute));
    expect(doc.components.securitySchemes.secretKey).toEqual(
      expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    );

    for (const [path, operations] of Object.entries(doc.paths as Record<string, Record<string, Operation>>)) {
      for (const [method, operation] of Object.entries(operations)) {
        const name = `${method.toUpperCase()} ${path}`;
        expect(operation.operationId, name).toBeTruthy();
        expect(operation.summary, name).toBeTruthy();
        expect(operation.security, name).toEqual([{ secretKey: [] }]);
        const success = Object.entries(operation.responses).find(([status]) => status.startsWith('2'));
        expect(success?.[1].content?.['application/json']?.schema, name).toBeDefined();
        for (const status of ['401', '429']) {
          expect(
            operation.responses[status]?.content?.['application/json']?.schema,
            `${name} ${status}`,
          ).toEqual({
            $ref: '#/components/schemas/Error',
          });
        }
        if (['post', 'patch'].includes(method)) {
          expect(operation.requestBody?.content['application/json']?.schema, name).toBeDefined();
          expect(operation.responses['400'], name).toBeDefined();
        }
        if (method === 'post') {
          expect(
            operation.parameters?.map((p) => `${p.in}:${p.name}`),
            name,
          ).toContain('header:idempotency-key');
        }
        if (path.includes('{id}')) {
          expect(
            operation.parameters?.map((p) => `${p.in}:${p.name}`),
            name,
          ).toContain('path:id');
          expect(operation.responses['404'], name).toBeDefined();
        }
      }
    }
  });

  it('keeps the dashboard API out of the /v1 document', async () => {
    const doc = await document('/v1/openapi.json');
    expect(Object.keys(doc.paths).every((path) => path.startsWith('/v1/'))).toBe(true);
    expect(Object.keys(doc.components.securitySchemes)).toEqual(['secretKey']);
    expect(doc.servers).toEqual([{ url: 'http://localhost:3000' }]);
  });
});

function byRoute(a: { method: string; path: string }, b: { method: string; path: string }) {
  return `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`);
}
