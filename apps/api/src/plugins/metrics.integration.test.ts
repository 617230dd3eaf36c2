import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../faults/ports.ts';
import { createKycApprovedMerchant, createLink, fundMerchant, pay } from '../../test/factories.ts';
import { requestPayout } from '../../test/payout-helpers.ts';
import { createTestApp, metricsAuth, type TestApp } from '../../test/test-app.ts';
import { createEndpoint } from '../../test/webhook-helpers.ts';

function value(body: string, series: string): number {
  const line = body.split('\n').find((row) => row.startsWith(`${series} `));
  return Number(line?.split(' ')[1] ?? Number.NaN);
}

describe('business metrics beside the HTTP ones', () => {
  let t: TestApp;
  beforeAll(async () => {
    // SMTP_URL without a worker: the e-mails stay queued.
    t = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9', WEBHOOKS_ALLOW_PRIVATE: 'true' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reports payments by outcome, payout queue, webhook and e-mail backlogs, reconciler lag', async () => {
    const metrics = async () =>
      (await t.app.inject({ method: 'GET', url: '/metrics', headers: metricsAuth })).body;
    const before = await metrics();
    expect(value(before, 'kopru_payments{status="succeeded"}')).toBe(0);
    expect(value(before, 'kopru_payout_queue_depth')).toBe(0);
    expect(value(before, 'kopru_webhook_backlog')).toBe(0);
    expect(value(before, 'kopru_webhook_oldest_pending_age_seconds')).toBe(0);
    expect(value(before, 'kopru_reconciler_lag_seconds')).toBe(0);

    const sme = await createKycApprovedMerchant(t.app, t.database.db);
    await createEndpoint(t.app, sme.cookie, { url: 'http://127.0.0.1:9/hooks' });
    await fundMerchant(t.app, sme.cookie, { amount: 50_000 });
    const link = await createLink(t.app, sme.cookie, { amount: 1_000, currency: 'USD' });
    expect((await pay(t.app, link.code, { cardNumber: '4000 0000 0000 0002' })).json().status).toBe('failed');
    expect((await requestPayout(t.app, sme.cookie, { amount: 2_000, currency: 'USD' })).statusCode).toBe(201);

    const after = await metrics();
    expect(value(after, 'kopru_payments{status="succeeded"}')).toBe(1);
    expect(value(after, 'kopru_payments{status="failed"}')).toBe(1);
    expect(value(after, 'kopru_payout_queue_depth')).toBe(1);
    expect(value(after, 'kopru_webhook_backlog')).toBe(2);
    expect(value(after, 'kopru_webhook_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(value(after, 'kopru_email_backlog')).toBeGreaterThan(0);
    expect(after).toContain('http_requests_total');
  });
});

describe('metrics on a port of their own (METRICS_PORT)', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp({ env: { METRICS_PORT: String(port), HOST: '127.0.0.1' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves them there only, and still wants the token when one is set', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: metricsAuth })).statusCode).toBe(
      404,
    );
    const served = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: metricsAuth });
    expect(served.status).toBe(200);
    expect(await served.text()).toContain('kopru_payout_queue_depth');
    expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(401);
  });
});

describe('metrics without METRICS_TOKEN or METRICS_PORT', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: '' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('are not served', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });
});
