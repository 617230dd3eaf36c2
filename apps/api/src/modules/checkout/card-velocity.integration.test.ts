import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLink, createVerifiedMerchant, pay, type SignedIn } from '../../../test/factories.ts';
import { postCallback, sandboxBankForms } from '../../../test/payment-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { PaymentRow } from '../../db/schema/payments.ts';
import { toPayResponse } from '../payments/mapping.ts';

let t: TestApp;
let sme: SignedIn;
beforeAll(async () => {
  t = await createTestApp({
    env: { CHECKOUT_CARD_ATTEMPTS_PER_HOUR: '3', CHECKOUT_LINK_DECLINES_PER_HOUR: '2' },
  });
  sme = await createVerifiedMerchant(t.app, t.database.db);
});
afterAll(async () => {
  await t.close();
});

const link = async () => (await createLink(t.app, sme.cookie)).code;

describe('card testing on the public checkout', () => {
  it('limits attempts per card across links and addresses, not other cards', async () => {
    const card = { cardNumber: '4242 4242 4242 4242' };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await pay(t.app, await link(), card)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const same = await pay(t.app, await link(), { cardNumber: '4242424242424242' });
    expect(same.statusCode).toBe(429);
    expect(same.json().error.code).toBe('rate_limited');
    expect((await pay(t.app, await link(), { cardNumber: '5555 5555 5555 4444' })).statusCode).toBe(200);
  });

  it('pauses a link after repeated declines, whatever the card; other links pay', async () => {
    const code = await link();
    expect((await pay(t.app, code, { cardNumber: '4000000000000002' })).json().status).toBe('failed');
    expect((await pay(t.app, code, { cardNumber: '4000000000009995' })).json().status).toBe('failed');
    expect((await pay(t.app, code, { cardNumber: '4012 8888 8888 1881' })).statusCode).toBe(429);
    expect((await pay(t.app, await link(), { cardNumber: '4012 8888 8888 1881' })).statusCode).toBe(200);
  });

  it('counts a decline after 3-D Secure against the link, as a synchronous one', async () => {
    const code = await link();
    for (let i = 0; i < 2; i++) {
      const started = await pay(t.app, code, { cardNumber: '4000 0084 0000 1629' });
      expect(started.json().status).toBe('requires_action');
      const bank = await sandboxBankForms(t.app, started.json().action.url);
      const complete = bank.forms.find((form) => form.result === 'complete');
      if (!complete) throw new Error('no Complete form');
      expect((await postCallback(t.app, complete, 'https://bank.example')).statusCode).toBe(303);
      const polled = await t.app.inject({
        method: 'GET',
        url: `/api/public/payments/${started.json().paymentId}`,
      });
      expect(polled.json().status).toBe('failed');
    }
    expect((await pay(t.app, code, { cardNumber: '4012 8888 8888 1881' })).statusCode).toBe(429);
  });

  it('does not count a retry with the same Idempotency-Key', async () => {
    const code = await link();
    const card = { cardNumber: '3782 822463 10005', cvc: '1234' };
    for (let i = 0; i < 5; i++)
      expect((await pay(t.app, code, card, 'one-attempt-key')).statusCode).toBe(200);
  });

  it('tells the payer "declined" for a fraud, stolen or lost card; the merchant keeps the reason', () => {
    const row = { status: 'failed', declineCode: 'fraud_suspected', number: 1 } as unknown as PaymentRow;
    expect(toPayResponse(row).declineCode).toBe('card_declined');
    const plain = { status: 'failed', declineCode: 'insufficient_funds', number: 1 } as unknown as PaymentRow;
    expect(toPayResponse(plain).declineCode).toBe('insufficient_funds');
  });
});
