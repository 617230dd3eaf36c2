import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, createLink, createVerifiedMerchant, pay } from '../../../test/factories.ts';
import { v1 } from '../../../test/merchant-api.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createEndpoint, type Receiver, startReceiver } from '../../../test/webhook-helpers.ts';
import { deliverDueWebhooks } from '../webhooks/delivery.ts';

/** The merchant's own reference and key-value pairs on links and payments (issue 44, item 4). */
let t: TestApp;
let receiver: Receiver;
beforeAll(async () => {
  t = await createTestApp({ env: { WEBHOOKS_ALLOW_PRIVATE: 'true' } });
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

const kilim = { productName: 'Hand-woven kilim', amount: 4_999, currency: 'EUR' };
const pairs = { order_id: '6735', channel: 'instagram' };

async function merchantWithKey() {
  const sme = await createVerifiedMerchant(t.app, t.database.db);
  const { secret } = await createApiKey(t.app, sme.cookie);
  return { ...sme, secret };
}

function console(cookie: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

describe('reference and metadata on payment links', () => {
  it('are set by /v1, answered, and carried in the link event', async () => {
    const m = await merchantWithKey();
    const created = await v1(t.app, m.secret, {
      method: 'POST',
      url: '/v1/payment_links',
      payload: { ...kilim, clientReference: ' INV-2026-0042 ', metadata: pairs },
    });
    expect(created.statusCode).toBe(201);
    const link = created.json();
    expect(link).toMatchObject({ clientReference: 'INV-2026-0042', metadata: pairs });
    expect((await v1(t.app, m.secret, { url: `/v1/payment_links/${link.id}` })).json()).toEqual(link);
    const events = await v1(t.app, m.secret, { url: '/v1/events?type=payment_link.created' });
    expect(events.json().data[0].data).toMatchObject({ clientReference: 'INV-2026-0042', metadata: pairs });
  });

  it('are set by the console; an update merges pairs, an empty value removes a key, null removes all', async () => {
    const m = await merchantWithKey();
    const link = await createLink(t.app, m.cookie, { clientReference: 'A-1', metadata: pairs });
    const url = `/api/merchant/payment-links/${link.id}`;
    const merged = await console(m.cookie, 'PATCH', url, { metadata: { channel: '', size: 'L' } });
    expect(merged.statusCode).toBe(200);
    expect(merged.json().metadata).toEqual({ order_id: '6735', size: 'L' });
    expect(merged.json().clientReference).toBe('A-1');
    const cleared = await console(m.cookie, 'PATCH', url, { metadata: null, clientReference: null });
    expect(cleared.json()).toMatchObject({ metadata: {}, clientReference: null });
    const plain = await createLink(t.app, m.cookie, { metadata: { empty: '' } });
    expect((await console(m.cookie, 'GET', `/api/merchant/payment-links/${plain.id}`)).json()).toMatchObject({
      metadata: {},
      clientReference: null,
    });
  });

  const tooMany = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 'v']));
  it.each([
    ['51 keys', { metadata: tooMany }, 'metadata', 'metadata.errors.tooManyKeys'],
    [
      'a 41-character key',
      { metadata: { ['k'.repeat(41)]: 'v' } },
      `metadata.${'k'.repeat(41)}`,
      'metadata.errors.keyTooLong',
    ],
    [
      'a 501-character value',
      { metadata: { note: 'x'.repeat(501) } },
      'metadata.note',
      'metadata.errors.valueTooLong',
    ],
    ['a blank key', { metadata: { '  ': 'v' } }, 'metadata.  ', 'metadata.errors.keyBlank'],
    ['a value that is not text', { metadata: { count: 3 } }, 'metadata.count', 'metadata.errors.valueText'],
    [
      'a card number',
      { metadata: { note: '4242 4242 4242 4242' } },
      'metadata.note',
      'metadata.errors.cardNumber',
    ],
    [
      'a 201-character reference',
      { clientReference: 'r'.repeat(201) },
      'clientReference',
      'metadata.errors.referenceTooLong',
    ],
  ])('refuses %s, naming the key and the limit, and changes nothing', async (_name, body, path, message) => {
    const m = await merchantWithKey();
    const link = await createLink(t.app, m.cookie, { clientReference: 'KEEP', metadata: pairs });
    const url = `/api/merchant/payment-links/${link.id}`;
    const before = (await console(m.cookie, 'GET', url)).json();
    for (const response of [
      await console(m.cookie, 'PATCH', url, body),
      await v1(t.app, m.secret, { method: 'PATCH', url: `/v1/payment_links/${link.id}`, payload: body }),
      await v1(t.app, m.secret, { method: 'POST', url: '/v1/payment_links', payload: { ...kilim, ...body } }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details.issues).toContainEqual({ path, message });
    }
    expect((await console(m.cookie, 'GET', url)).json()).toEqual(before);
    const list = await v1(t.app, m.secret, { url: '/v1/payment_links' });
    expect(list.json().data).toHaveLength(1);
  });

  it('refuses an update whose merged pairs pass 50 keys, and keeps the link as it was', async () => {
    const m = await merchantWithKey();
    const fifty = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, 'v']));
    const link = await createLink(t.app, m.cookie, { metadata: fifty });
    const url = `/api/merchant/payment-links/${link.id}`;
    const response = await console(m.cookie, 'PATCH', url, {
      metadata: { one: 'more' },
      productName: 'Renamed',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.issues).toContainEqual({
      path: 'metadata',
      message: 'metadata.errors.tooManyKeys',
    });
    const kept = (await console(m.cookie, 'GET', url)).json();
    expect(kept).toMatchObject({ productName: 'Hand-woven kilim', metadata: fifty });
    const swapped = await console(m.cookie, 'PATCH', url, { metadata: { k0: '', one: 'more' } });
    expect(swapped.statusCode).toBe(200);
  });

  it('finds links by reference in the console search and the /v1 filter, only the merchant’s own', async () => {
    const m = await merchantWithKey();
    const other = await merchantWithKey();
    const link = await createLink(t.app, m.cookie, { clientReference: 'Sipariş-ŞUBAT-7' });
    await createLink(t.app, m.cookie, { clientReference: 'OTHER' });
    await createLink(t.app, other.cookie, { clientReference: 'Sipariş-ŞUBAT-7' });
    const ids = (response: { json: () => { data: { id: string }[] } }) =>
      response.json().data.map((l) => l.id);
    const search = await console(
      m.cookie,
      'GET',
      `/api/merchant/payment-links?q=${encodeURIComponent('subat')}`,
    );
    expect(ids(search)).toEqual([link.id]);
    const filter = await v1(t.app, m.secret, {
      url: `/v1/payment_links?clientReference=${encodeURIComponent('sipariş-şubat-7')}`,
    });
    expect(ids(filter)).toEqual([link.id]);
    const stranger = await v1(t.app, other.secret, { url: `/v1/payment_links?clientReference=OTHER` });
    expect(ids(stranger)).toEqual([]);
  });
});

describe('reference and metadata on payments', () => {
  it('a payment through a link takes the link’s, kept when the link changes later', async () => {
    const m = await merchantWithKey();
    const link = await createLink(t.app, m.cookie, { clientReference: 'INV-7', metadata: pairs });
    const paid = (await pay(t.app, link.code)).json();
    expect(paid.status).toBe('succeeded');
    await console(m.cookie, 'PATCH', `/api/merchant/payment-links/${link.id}`, {
      clientReference: 'INV-8',
      metadata: { order_id: '9999' },
    });
    const payment = (await v1(t.app, m.secret, { url: `/v1/payments/${paid.paymentId}` })).json();
    expect(payment).toMatchObject({ clientReference: 'INV-7', metadata: pairs });
    const detail = await console(m.cookie, 'GET', `/api/merchant/payments/${paid.paymentId}`);
    expect(detail.json()).toMatchObject({ clientReference: 'INV-7', metadata: pairs });
  });

  it('are in the payment.succeeded webhook payload', async () => {
    const m = await merchantWithKey();
    await createEndpoint(t.app, m.cookie, { url: receiver.url, events: ['payment.succeeded'] });
    const link = await createLink(t.app, m.cookie, { clientReference: 'HOOK-1', metadata: pairs });
    expect((await pay(t.app, link.code)).json().status).toBe('succeeded');
    receiver.received.length = 0;
    await deliverDueWebhooks(t.app.ctx, { random: () => 0.5 });
    const hook = receiver.received.find((received) => received.payload.type === 'payment.succeeded');
    expect(hook?.payload.data).toMatchObject({ clientReference: 'HOOK-1', metadata: pairs });
  });

  it('are in the transactions CSV, the pairs as one JSON cell', async () => {
    const m = await merchantWithKey();
    const link = await createLink(t.app, m.cookie, {
      clientReference: 'CSV-1',
      metadata: { note: 'a, "b"' },
    });
    const paid = (await pay(t.app, link.code)).json();
    const csv = await console(m.cookie, 'GET', '/api/merchant/payments/export?format=rfc4180');
    const [header, row] = csv.body.trim().split('\r\n');
    expect(header?.split(',').slice(-2)).toEqual(['client_reference', 'metadata']);
    expect(row).toContain(paid.transactionId);
    expect(row?.endsWith(',CSV-1,"{""note"":""a, \\""b\\""""}"')).toBe(true);
    const turkish = await console(m.cookie, 'GET', '/api/merchant/payments/export?lang=tr');
    expect(turkish.body.split('\r\n')[0]).toContain(';Kendi referansınız;Ek bilgiler');
  });

  it('finds payments by reference in the console search and the /v1 filter, only the merchant’s own', async () => {
    const m = await merchantWithKey();
    const other = await merchantWithKey();
    const link = await createLink(t.app, m.cookie, { clientReference: 'ORDER-77' });
    const paid = (await pay(t.app, link.code)).json();
    await pay(t.app, (await createLink(t.app, m.cookie, { clientReference: 'ORDER-78' })).code);
    const theirs = await createLink(t.app, other.cookie, { clientReference: 'ORDER-77' });
    await pay(t.app, theirs.code);
    const ids = (response: { json: () => { data: { id: string }[] } }) =>
      response.json().data.map((p) => p.id);
    expect(ids(await console(m.cookie, 'GET', '/api/merchant/payments?q=order-77'))).toEqual([
      paid.paymentId,
    ]);
    expect(ids(await v1(t.app, m.secret, { url: '/v1/payments?clientReference=ORDER-77' }))).toEqual([
      paid.paymentId,
    ]);
    const csv = await console(m.cookie, 'GET', '/api/merchant/payments/export?q=ORDER-77&format=rfc4180');
    expect(csv.body.trim().split('\r\n')).toHaveLength(2);
    const strangerSearch = await console(
      other.cookie,
      'GET',
      `/api/merchant/payments?q=${paid.transactionId}`,
    );
    expect(ids(strangerSearch)).toEqual([]);
    expect(ids(await v1(t.app, other.secret, { url: '/v1/payments?clientReference=ORDER-78' }))).toEqual([]);
  });
});
