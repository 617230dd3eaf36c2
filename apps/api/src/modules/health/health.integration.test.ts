import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, metricsAuth, type TestApp, testMetricsToken } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('operations endpoints', () => {
  it('reports liveness and database readiness', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ready');
    // The acquirer's last check is reported (the sandbox has none to make), never a reason for 503.
    expect(['unchecked', 'sandbox']).toContain(ready.json().acquirer);
    await vi.waitFor(async () =>
      expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json().acquirer).toBe('sandbox'),
    );
  });

  it('exposes Prometheus metrics including request counts to the bearer of METRICS_TOKEN only', async () => {
    await t.app.inject({ method: 'GET', url: '/healthz' });
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics', headers: metricsAuth });
    expect(metrics.body).toContain('http_requests_total');
    expect(metrics.body).toContain('process_cpu_user_seconds_total');
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = { authorization: `Bearer ${testMetricsToken.replace(/.$/, 'x')}` };
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: wrong })).statusCode).toBe(401);
  });

  it('serves an OpenAPI 3.1 document describing the auth routes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/register', '/api/auth/sign-in']),
    );
    expect(doc.paths['/api/auth/register'].post.requestBody).toBeDefined();
  });

  it('sets security headers with a strict content security policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
