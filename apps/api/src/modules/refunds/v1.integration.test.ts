import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, createVerifiedMerchant } from '../../../test/factories.ts';
import { v1 } from '../../../test/merchant-api.ts';
import { paidPayment } from '../../../test/refund-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('/v1/refunds', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates, lists and retrieves refunds with a secret key, scoped to its merchant', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const other = await createVerifiedMerchant(t.app, t.database.db);
    const { secret } = await createApiKey(t.app, sme.cookie);
    const { secret: otherSecret } = await createApiKey(t.app, other.cookie);
    const paymentId = await paidPayment(t.app, sme.cookie);

    const create = (key: string, body: Record<string, unknown>, as = secret) =>
      v1(t.app, as, {
        method: 'POST',
        url: '/v1/refunds',
        headers: { 'idempotency-key': key },
        payload: body,
      });

    const created = await create('v1-refund-1', {
      paymentId,
      amount: 1_500,
      reason: 'requested_by_customer',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ paymentId, amount: 1_500, status: 'succeeded' });
    const replay = await create('v1-refund-1', { paymentId, amount: 1_500, reason: 'requested_by_customer' });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().id).toBe(created.json().id);

    const foreign = await create('v1-refund-2', { paymentId, amount: 100, reason: 'other' }, otherSecret);
    expect(foreign.statusCode).toBe(404);

    const noKey = await v1(t.app, secret, {
      method: 'POST',
      url: '/v1/refunds',
      payload: { paymentId, amount: 100, reason: 'other' },
    });
    expect(noKey.statusCode).toBe(400);

    const list = await v1(t.app, secret, { url: `/v1/refunds?paymentId=${paymentId}` });
    expect(list.json()).toMatchObject({ has_more: false, data: [{ id: created.json().id }] });
    const one = await v1(t.app, secret, { url: `/v1/refunds/${created.json().id}` });
    expect(one.json()).toMatchObject({ id: created.json().id, reason: 'requested_by_customer' });
    expect((await v1(t.app, otherSecret, { url: `/v1/refunds/${created.json().id}` })).statusCode).toBe(404);
    expect((await v1(t.app, otherSecret, { url: '/v1/refunds' })).json().data).toEqual([]);

    const payment = await v1(t.app, secret, { url: `/v1/payments/${paymentId}` });
    expect(payment.json()).toMatchObject({ amountRefunded: 1_500, refundStatus: 'partially_refunded' });
  });
});
