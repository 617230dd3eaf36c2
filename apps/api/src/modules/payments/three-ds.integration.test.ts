import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLink, createVerifiedMerchant, pay } from '../../../test/factories.ts';
import { countingSandbox, postCallback, sandboxBankForms, testClock } from '../../../test/payment-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { emails } from '../../db/schema/emails.ts';
import { events } from '../../db/schema/events.ts';
import { payments } from '../../db/schema/payments.ts';
import { reconcilePayments } from './reconciler.ts';

const provider = countingSandbox();
const clock = testClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ provider: provider.build, clock });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  for (const call of Object.keys(provider.calls) as (keyof typeof provider.calls)[]) provider.calls[call] = 0;
});

const challengeCard = { cardNumber: '4000 0027 6000 3184' };
const declinedAfterChallenge = { cardNumber: '4000 0084 0000 1629' };

async function startChallenge(card = challengeCard, locale?: string) {
  const sme = await createVerifiedMerchant(t.app, t.database.db);
  const link = await createLink(t.app, sme.cookie, { amount: 2_500, currency: 'GBP' });
  const response = await pay(t.app, link.code, { ...card, ...(locale ? { locale } : {}) });
  const body = response.json();
  return { link, body, paymentId: body.paymentId as string };
}

async function statusOf(id: string) {
  const [row] = await t.database.db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** The payment's event types in alphabetical order (the challenge and the outcome may share a moment). */
async function eventTypes(paymentId: string) {
  const rows = await t.database.db.select().from(events);
  return rows
    .filter((row) => (row.data as { id?: string }).id === paymentId)
    .map((row) => row.type)
    .sort();
}

describe('sandbox 3-D Secure', () => {
  it('asks for a challenge, shows the bank page and succeeds after Complete', async () => {
    const { link, body, paymentId } = await startChallenge();
    expect(body).toMatchObject({ status: 'requires_action', declineCode: null });
    expect(body.action).toEqual({
      type: 'redirect',
      url: `http://localhost:3000/api/public/sandbox-bank/${paymentId}`,
    });
    expect(await eventTypes(paymentId)).toEqual(['payment.requires_action']);

    const bank = await sandboxBankForms(t.app, body.action.url);
    expect(bank.response.statusCode).toBe(200);
    expect(bank.html).toContain('Complete');
    expect(bank.html).toContain('£25.00');
    const complete = bank.forms.find((form) => form.result === 'complete');
    if (!complete) throw new Error('no Complete form');
    // The bank page is another site for the callback: no Origin check, our signed state instead.
    const callback = await postCallback(t.app, complete, 'https://bank.example');
    expect(callback.statusCode).toBe(303);
    expect(callback.headers.location).toBe(`http://localhost:3000/pay/${link.code}?payment=${paymentId}`);
    expect(await statusOf(paymentId)).toMatchObject({
      status: 'succeeded',
      threeDsNonce: null,
      action: null,
    });
    expect(await eventTypes(paymentId)).toEqual(['payment.requires_action', 'payment.succeeded']);

    const polled = await t.app.inject({ method: 'GET', url: `/api/public/payments/${paymentId}` });
    expect(polled.json()).toMatchObject({ status: 'succeeded', action: null });
    expect(polled.json().receiptToken).toMatch(/^\w{32}$/);
  });

  it('shows the bank page in Turkish', async () => {
    const { body } = await startChallenge(challengeCard, 'tr');
    const bank = await sandboxBankForms(t.app, body.action.url, '');
    expect(bank.html).toContain('lang="tr"');
    expect(bank.html).toContain('Tamamla');
  });

  it('declines 4000 0084 0000 1629 after a passed challenge', async () => {
    const { body, paymentId } = await startChallenge(declinedAfterChallenge);
    const { forms } = await sandboxBankForms(t.app, body.action.url);
    const complete = forms.find((form) => form.result === 'complete');
    if (!complete) throw new Error('no Complete form');
    await postCallback(t.app, complete);
    expect(await statusOf(paymentId)).toMatchObject({ status: 'failed', declineCode: 'card_declined' });
    expect(await eventTypes(paymentId)).toEqual(['payment.failed', 'payment.requires_action']);
  });

  it('fails the payment when the payer presses Fail', async () => {
    const { body, paymentId } = await startChallenge();
    const { forms } = await sandboxBankForms(t.app, body.action.url);
    const fail = forms.find((form) => form.result === 'fail');
    if (!fail) throw new Error('no Fail form');
    await postCallback(t.app, fail);
    expect(await statusOf(paymentId)).toMatchObject({
      status: 'failed',
      declineCode: 'authentication_failed',
    });
  });

  it('refuses a replayed callback', async () => {
    const { body, paymentId } = await startChallenge();
    const { forms } = await sandboxBankForms(t.app, body.action.url);
    const complete = forms.find((form) => form.result === 'complete');
    if (!complete) throw new Error('no Complete form');
    expect((await postCallback(t.app, complete)).statusCode).toBe(303);
    const replay = await postCallback(t.app, complete);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.code).toBe('payment_callback_rejected');
    expect(provider.calls.complete).toBe(1);
    expect(await eventTypes(paymentId)).toEqual(['payment.requires_action', 'payment.succeeded']);
  });

  it('refuses a forged state without asking the acquirer', async () => {
    const { body, paymentId } = await startChallenge();
    const { forms } = await sandboxBankForms(t.app, body.action.url);
    const complete = forms.find((form) => form.result === 'complete');
    if (!complete) throw new Error('no Complete form');
    const url = new URL(complete.action);
    const state = url.searchParams.get('state') ?? '';
    const [nonce] = state.split('.');
    for (const forged of [`${nonce}.AAAA`, 'x.y', '']) {
      url.searchParams.set('state', forged);
      const response = await postCallback(t.app, { ...complete, action: url.toString() });
      expect(response.statusCode).toBe(400);
    }
    // Another payment's state does not open this one.
    const other = await startChallenge();
    const otherForms = await sandboxBankForms(t.app, other.body.action.url);
    const otherComplete = otherForms.forms.find((form) => form.result === 'complete');
    const otherState = new URL(otherComplete?.action ?? '').searchParams.get('state') ?? '';
    url.searchParams.set('state', otherState);
    expect((await postCallback(t.app, { ...complete, action: url.toString() })).statusCode).toBe(400);
    expect(provider.calls.complete).toBe(0);
    expect((await statusOf(paymentId))?.status).toBe('requires_action');
  });

  it('refuses a callback whose bank signature is forged, and never marks it paid', async () => {
    const { body, paymentId } = await startChallenge();
    const { forms } = await sandboxBankForms(t.app, body.action.url);
    const fail = forms.find((form) => form.result === 'fail');
    if (!fail) throw new Error('no Fail form');
    // The Fail form's signature with the result changed to complete.
    const forged = await postCallback(t.app, { ...fail, result: 'complete' });
    expect(forged.statusCode).toBe(400);
    expect((await statusOf(paymentId))?.status).toBe('requires_action');
    expect(await eventTypes(paymentId)).toEqual(['payment.requires_action']);
  });

  it('fails an abandoned challenge with authentication_abandoned, then refuses its late callback', async () => {
    const { body, paymentId } = await startChallenge();
    const { forms } = await sandboxBankForms(t.app, body.action.url);
    clock.advance(t.app.ctx.env.PAYMENT_RECONCILE_AFTER_SECONDS * 1000 + 1);
    await reconcilePayments(t.app.ctx);
    expect((await statusOf(paymentId))?.status).toBe('requires_action');
    clock.advance(t.app.ctx.env.THREE_DS_TIMEOUT_SECONDS * 1000);
    await reconcilePayments(t.app.ctx);
    expect(await statusOf(paymentId)).toMatchObject({
      status: 'failed',
      declineCode: 'authentication_abandoned',
    });
    expect(await eventTypes(paymentId)).toEqual(['payment.failed', 'payment.requires_action']);
    const complete = forms.find((form) => form.result === 'complete');
    if (!complete) throw new Error('no Complete form');
    expect((await postCallback(t.app, complete)).statusCode).toBe(400);
    expect(provider.calls.charge).toBe(1);
  });
});

describe('the receipt', () => {
  it('is e-mailed in the payer’s language after success and opens by its token', async () => {
    const { body, paymentId } = await startChallenge(challengeCard, 'tr');
    const sent = await t.app.inject({ method: 'GET', url: `/api/public/payments/${paymentId}/3ds` });
    expect(sent.statusCode).toBe(302);
    expect(sent.headers.location).toBe(body.action.url);
    const { forms } = await sandboxBankForms(t.app, body.action.url);
    const complete = forms.find((form) => form.result === 'complete');
    if (!complete) throw new Error('no Complete form');
    await postCallback(t.app, complete);
    const payment = await statusOf(paymentId);
    const mails = await t.database.db
      .select()
      .from(emails)
      .where(eq(emails.toAddress, 'jane.doe@example.com'));
    const receipt = mails.filter(
      (mail) => mail.template === 'paymentReceipt' && mail.textBody.includes(payment?.receiptToken ?? '-'),
    );
    expect(receipt).toHaveLength(1);
    expect(receipt[0]?.subject).toContain('ödeme makbuzunuz');
    expect(receipt[0]?.textBody).toContain('Visa, son 4 hane 3184');
    expect(receipt[0]?.textBody).toContain(`http://localhost:3000/pay/receipt/${payment?.receiptToken}`);

    const page = await t.app.inject({ method: 'GET', url: `/api/public/receipts/${payment?.receiptToken}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      amount: 2_500,
      currency: 'GBP',
      cardBrand: 'Visa',
      cardLast4: '3184',
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/public/receipts/not-a-real-token-1234' })).statusCode,
    ).toBe(404);
  });

  it('is not sent for a failed payment, and its 3-D Secure page is gone once the payment is final', async () => {
    const { body, paymentId } = await startChallenge();
    const { forms } = await sandboxBankForms(t.app, body.action.url);
    const fail = forms.find((form) => form.result === 'fail');
    if (!fail) throw new Error('no Fail form');
    await postCallback(t.app, fail);
    expect((await statusOf(paymentId))?.receiptToken).toBeNull();
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/public/payments/${paymentId}/3ds` })).statusCode,
    ).toBe(404);
  });
});
