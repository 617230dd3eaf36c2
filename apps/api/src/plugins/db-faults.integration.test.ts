import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, metricsAuth, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    routes: async (app) => {
      // What node-postgres raises when the server restarts under a query, wrapped as Drizzle does.
      app.get('/test/db-restart', async () => {
        const cause = Object.assign(new Error('terminating connection due to administrator command'), {
          code: '57P01',
        });
        throw Object.assign(new Error('Failed query: select 1'), { cause });
      });
      app.get('/test/lock-timeout', async () => {
        throw Object.assign(new Error('canceling statement due to lock timeout'), { code: '55P03' });
      });
      app.get('/test/bug', async () => {
        throw new TypeError('a bug');
      });
    },
  });
});
afterAll(async () => {
  await t.close();
});

function metric(body: string, kind: string): number {
  const line = body.split('\n').find((row) => row.startsWith(`db_errors_total{kind="${kind}"}`));
  return Number(line?.split(' ')[1] ?? Number.NaN);
}

describe('database faults', () => {
  it('answer 503 service_unavailable with Retry-After in the error envelope, and count them', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/metrics', headers: metricsAuth })).body;
    expect(metric(before, 'unavailable')).toBe(0);
    expect(metric(before, 'connection_lost')).toBe(0);

    const restart = await t.app.inject({ method: 'GET', url: '/test/db-restart' });
    expect(restart.statusCode).toBe(503);
    expect(restart.headers['retry-after']).toBe('2');
    const body = restart.json();
    expect(body.error.code).toBe('service_unavailable');
    expect(body.error.requestId).toBe(restart.headers['x-request-id']);
    expect(JSON.stringify(body)).not.toContain('administrator');

    const lock = await t.app.inject({ method: 'GET', url: '/test/lock-timeout' });
    expect(lock.statusCode).toBe(503);
    expect(lock.json().error.code).toBe('service_unavailable');

    const after = (await t.app.inject({ method: 'GET', url: '/metrics', headers: metricsAuth })).body;
    expect(metric(after, 'unavailable')).toBe(1);
    expect(metric(after, 'timeout')).toBe(1);
  });

  it('keeps other failures 500 internal_error without Retry-After', async () => {
    const bug = await t.app.inject({ method: 'GET', url: '/test/bug' });
    expect(bug.statusCode).toBe(500);
    expect(bug.json().error.code).toBe('internal_error');
    expect(bug.headers['retry-after']).toBeUndefined();
  });
});
