import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, createVerifiedMerchant, pay } from '../../../test/factories.ts';
import { v1 } from '../../../test/merchant-api.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function merchantWithKey() {
  const sme = await createVerifiedMerchant(t.app, t.database.db);
  const { secret } = await createApiKey(t.app, sme.cookie);
  return { ...sme, secret };
}

async function events(secret: string, query = '') {
  const response = await v1(t.app, secret, { url: `/v1/events${query}` });
  expect(response.statusCode).toBe(200);
  return response.json() as { has_more: boolean; data: { id: string; type: string; data: { id: string } }[] };
}

describe('/v1/events', () => {
  it('lists what happened newest first, filters by type and retrieves one', async () => {
    const m = await merchantWithKey();
    const link = (
      await v1(t.app, m.secret, {
        method: 'POST',
        url: '/v1/payment_links',
        payload: { productName: 'Kilim', amount: 10_000 },
      })
    ).json();
    await v1(t.app, m.secret, {
      method: 'PATCH',
      url: `/v1/payment_links/${link.id}`,
      payload: { description: 'Red' },
    });
    await pay(t.app, link.code);

    const all = await events(m.secret);
    expect(all.data.map((event) => event.type)).toEqual([
      'payment.succeeded',
      'payment_link.updated',
      'payment_link.created',
    ]);
    const created = await events(m.secret, '?type=payment_link.created');
    expect(created.data).toHaveLength(1);
    expect(created.data[0]?.data.id).toBe(link.id);

    const one = await v1(t.app, m.secret, { url: `/v1/events/${created.data[0]?.id}` });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(created.data[0]);

    const paged = await events(m.secret, `?limit=1&starting_after=${all.data[0]?.id}`);
    expect(paged).toMatchObject({ has_more: true, data: [{ type: 'payment_link.updated' }] });
  });

  it.each([
    ['?type=payment.created', 'type'],
    ['?limit=500', 'limit'],
    [`?starting_after=${'x'.repeat(65)}`, 'starting_after'],
  ])('refuses the query %s', async (query, path) => {
    const m = await merchantWithKey();
    const response = await v1(t.app, m.secret, { url: `/v1/events${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.issues.map((i: { path: string }) => i.path)).toContain(path);
  });

  it('answers 400 to an over-long event id', async () => {
    const m = await merchantWithKey();
    expect((await v1(t.app, m.secret, { url: `/v1/events/${'x'.repeat(65)}` })).statusCode).toBe(400);
  });

  it("never shows another merchant's events (404)", async () => {
    const a = await merchantWithKey();
    const b = await merchantWithKey();
    await v1(t.app, b.secret, {
      method: 'POST',
      url: '/v1/payment_links',
      payload: { productName: 'Lamp', amount: 2_000 },
    });
    const [event] = (await events(b.secret)).data;
    expect((await v1(t.app, a.secret, { url: `/v1/events/${event?.id}` })).statusCode).toBe(404);
    expect((await v1(t.app, a.secret, { url: `/v1/events?starting_after=${event?.id}` })).statusCode).toBe(
      404,
    );
    expect((await events(a.secret)).data).toEqual([]);
    expect((await v1(t.app, a.secret, { url: '/v1/events/evt_unknown' })).statusCode).toBe(404);
  });
});
