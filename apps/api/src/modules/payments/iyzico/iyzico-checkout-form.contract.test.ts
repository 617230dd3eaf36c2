import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeInput, providerFor } from '../../../../test/iyzico-contract/adapter.ts';
import { crossBorderCards } from '../../../../test/iyzico-contract/cards.ts';
import { type ContractServer, startContractServer } from '../../../../test/iyzico-contract/server.ts';
import type { ContractAssumptions } from '../../../../test/iyzico-contract/state.ts';
import {
  CallbackRejectedError,
  type ChargeInput,
  type PaymentProvider,
  ProviderUnavailableError,
} from '../../../ports.ts';

/**
 * The adapter's Checkout Form (checkout-form.ts) through the real iyzipay client against the
 * contract server (rows K1-K5 of docs/acquirers.md, assumptions A24 and A25).
 */
const INITIALIZE = '/payment/iyzipos/checkoutform/initialize/auth/ecom';
const RETRIEVE = '/payment/iyzipos/checkoutform/auth/ecom/detail';

function onServer(assumptions: Partial<ContractAssumptions> = {}) {
  const context = {} as { server: ContractServer; iyzico: PaymentProvider };
  beforeAll(async () => {
    context.server = await startContractServer({ assumptions });
    context.iyzico = providerFor(context.server);
  });
  afterAll(() => context.server.close());
  return context;
}

function withoutCard(locale: 'en' | 'tr' = 'en'): ChargeInput {
  const { card: _card, ...input } = chargeInput();
  return { ...input, locale };
}

async function open(on: { server: ContractServer; iyzico: PaymentProvider }, locale: 'en' | 'tr' = 'en') {
  const input = withoutCard(locale);
  const started = await on.iyzico.charge(input);
  if (started.status !== 'requires_action' || !started.providerToken) throw new Error('no page');
  const lookup = {
    reference: input.reference,
    providerPaymentId: null,
    providerToken: started.providerToken,
  };
  const payment = { ...lookup, amountMinor: input.amountMinor, currency: input.currency };
  return { input, started, token: started.providerToken, lookup, payment };
}

describe('Checkout Form (K1-K5)', () => {
  const on = onServer();

  it('initializes without a card, in the payer language, and answers the page to send the payer to', async () => {
    const { input, started, token } = await open(on, 'tr');
    expect(started).toEqual({
      status: 'requires_action',
      action: { type: 'redirect', url: `${on.server.url}/contract-cpp?token=${token}&lang=tr` },
      providerToken: token,
    });
    const sent = on.server.calls.findLast((c) => c.path === INITIALIZE)?.body;
    expect(sent).toMatchObject({ locale: 'tr', conversationId: input.reference, basketId: input.reference });
    expect(JSON.stringify(sent)).not.toContain('cardNumber');
  });

  it('reads a paid page by its token: the charge, its paymentId and the card iyzico reports', async () => {
    const { token, payment } = await open(on);
    expect(on.server.payOnCheckoutForm(token, crossBorderCards[1]).kind).toBe('callback');
    const outcome = await on.iyzico.complete(payment, { token });
    expect(outcome).toMatchObject({ status: 'succeeded', card: { brand: 'mastercard', last4: '0004' } });
    expect(outcome.providerPaymentId).toMatch(/^\d+$/);
    // Later lookups by the paymentId give the same answer.
    const again = await on.iyzico.retrieve({
      ...payment,
      providerPaymentId: outcome.providerPaymentId ?? null,
    });
    expect(again).toMatchObject({ status: 'succeeded', providerPaymentId: outcome.providerPaymentId });
  });

  it("refuses a callback whose token is not the payment's", async () => {
    const { payment } = await open(on);
    await expect(on.iyzico.complete(payment, { token: 'another' })).rejects.toBeInstanceOf(
      CallbackRejectedError,
    );
  });

  it('a tampered initialize answer is no answer: nothing is shown to the payer', async () => {
    on.server.tamperNextAnswer(INITIALIZE);
    await expect(on.iyzico.charge(withoutCard())).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('a tampered or foreign retrieve answer settles nothing', async () => {
    const { token, payment } = await open(on);
    on.server.payOnCheckoutForm(token, crossBorderCards[0]);
    on.server.tamperNextAnswer(RETRIEVE);
    await expect(on.iyzico.retrieve(payment)).rejects.toThrow('signature mismatch');
    // Another payment's page answered under our reference: its basket is not ours.
    const other = await open(on);
    on.server.payOnCheckoutForm(other.token, crossBorderCards[0]);
    await expect(on.iyzico.retrieve({ ...payment, providerToken: other.token })).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
  });

  it('A24: a page not paid yet answers 5087: the payment still waits for the payer (requires_action)', async () => {
    const { lookup } = await open(on);
    expect(await on.iyzico.retrieve(lookup)).toMatchObject({ status: 'requires_action' });
  });

  it('under fraud review: the outcome stays unknown', async () => {
    const { token, payment } = await open(on);
    on.server.payOnCheckoutForm(token, crossBorderCards[0]);
    const paid = await on.iyzico.retrieve(payment);
    on.server.setFraudStatus(String(paid.status === 'succeeded' && paid.providerPaymentId), 0);
    await expect(on.iyzico.retrieve(payment)).rejects.toThrow('fraud review');
  });

  it('a cross-border card pays in EUR, a card issued in Türkiye is refused on the page (A25 retry)', async () => {
    const { token } = await open(on);
    expect(on.server.payOnCheckoutForm(token, '5528790000000008')).toMatchObject({ kind: 'refused' });
    expect(on.server.payOnCheckoutForm(token, crossBorderCards[0]).kind).toBe('callback');
    // The page takes one payment: the token is used.
    expect(on.server.payOnCheckoutForm(token, crossBorderCards[0]).kind).toBe('unknown_token');
  });
});

describe('A24 other side: a page not paid answers a system error', () => {
  const on = onServer({ unpaidCheckoutForm: 'system_error' });
  it('settles nothing (never a failure): the reconciler asks again', async () => {
    const { lookup } = await open(on);
    await expect(on.iyzico.retrieve(lookup)).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});

describe('A25 other side: a refused card is posted back', () => {
  const on = onServer({ refusedCardOnPage: 'callback' });
  it('is a decline with its code and the card iyzico reports', async () => {
    const { token, payment } = await open(on);
    expect(on.server.payOnCheckoutForm(token, '4124111111111116').kind).toBe('callback');
    expect(await on.iyzico.complete(payment, { token })).toMatchObject({
      status: 'failed',
      declineCode: 'incorrect_cvc',
      card: { last4: '1116' },
    });
  });
});
