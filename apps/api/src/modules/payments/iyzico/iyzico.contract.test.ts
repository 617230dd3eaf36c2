import type { DeclineCode } from '@kopru/domain/schemas/checkout';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callsFor,
  chargeInput,
  completionOf,
  lookupOf,
  pay as payOn,
  providerFor,
} from '../../../../test/iyzico-contract/adapter.ts';
import {
  contractSuccessCard,
  crossBorderCards,
  domesticSuccessCard,
} from '../../../../test/iyzico-contract/cards.ts';
import { type ContractServer, startContractServer } from '../../../../test/iyzico-contract/server.ts';
import { loadEnv } from '../../../env.ts';
import { CallbackRejectedError, type PaymentProvider, ProviderUnavailableError } from '../../../ports.ts';
import { createIyzicoProvider, iyzicoConfigFrom } from './iyzico-provider.ts';

/** The adapter, through the real iyzipay client, against our local iyzico contract server. */
let server: ContractServer;
let iyzico: PaymentProvider;

beforeAll(async () => {
  server = await startContractServer();
  // The three settings of docs/acquirers.md, pointed at the contract server.
  const env = loadEnv({
    PAYMENT_PROVIDER: 'iyzico',
    IYZICO_API_KEY: server.apiKey,
    IYZICO_SECRET_KEY: server.secretKey,
    IYZICO_BASE_URL: server.url,
  });
  iyzico = createIyzicoProvider(iyzicoConfigFrom(env));
});
afterAll(() => server.close());

const authCallsFor = (reference: string) => callsFor(server, '/payment/v2/3dsecure/auth', reference);
const pay = (
  input: ReturnType<typeof chargeInput>,
  provider = iyzico,
  answer: 'complete' | 'fail' = 'complete',
) => payOn(server, provider, input, answer);

describe('iyzico adapter against the contract server', () => {
  it('pays through 3-D Secure: the bank form, the signed callback, one charge', async () => {
    const input = chargeInput();
    const { started, outcome } = await pay(input);
    expect(started).toMatchObject({ status: 'requires_action', action: { type: 'html' } });
    if (started.status === 'requires_action' && started.action.type === 'html')
      expect(started.action.html).toContain(`/contract-bank/${started.providerPaymentId}`);
    expect(outcome).toEqual({
      status: 'succeeded',
      providerPaymentId: started.providerPaymentId,
      items: [
        {
          itemId: input.reference,
          paymentTransactionId: expect.stringMatching(/^\d+$/),
          // Row M10: iyzico's figures of the item, in minor units (3.49 % and 0.25 of 12.50 EUR).
          figures: expect.objectContaining({
            commissionRateAmount: '43.625',
            commissionFee: '25',
            merchantPayoutAmount: '1181.375',
            converted: expect.objectContaining({ currency: 'TRY', rate: '48.5' }),
          }),
        },
      ],
    });
    expect(server.charges.get(input.reference)).toBe(1);
    expect(await iyzico.retrieve(lookupOf(input.reference, started.providerPaymentId))).toEqual(outcome);
    expect(server.calls.findLast((c) => c.path === '/payment/detail')?.body).toMatchObject({
      paymentId: started.providerPaymentId,
    });
  });

  it('finishes with the v2 auth, sending the amount, currency and basket it must match', async () => {
    const input = chargeInput();
    const { started } = await pay(input);
    expect(server.calls.findLast((c) => c.path === '/payment/v2/3dsecure/auth')?.body).toEqual({
      locale: 'en',
      conversationId: input.reference,
      paymentId: started.providerPaymentId,
      paidPrice: '12.5',
      basketId: input.reference,
      currency: 'EUR',
    });
  });

  it('sends our payment id as conversationId and basketId, the amount, currency and callback', async () => {
    const input = chargeInput();
    await iyzico.charge(input);
    const sent = server.calls.findLast((c) => c.path === '/payment/3dsecure/initialize')?.body;
    expect(sent).toMatchObject({
      conversationId: input.reference,
      basketId: input.reference,
      price: '12.5',
      paidPrice: '12.5',
      currency: 'EUR',
      installment: '1',
      callbackUrl: input.callbackUrl,
      buyer: { email: 'ayse@example.com', name: 'Ayşe', surname: 'Yılmaz', ip: '203.0.113.7' },
      basketItems: [{ id: input.reference, name: 'Ceramic bowl', itemType: 'VIRTUAL', price: '12.5' }],
    });
  });

  it.each(
    crossBorderCards.flatMap((card) =>
      (['USD', 'EUR', 'GBP'] as const).map((currency) => [card, currency] as const),
    ),
  )('charges cross-border card %s in %s', async (card, currency) => {
    const { outcome } = await pay(chargeInput(card, currency));
    expect(outcome.status).toBe('succeeded');
    expect(server.calls.findLast((c) => c.path === '/payment/3dsecure/initialize')?.body.currency).toBe(
      currency,
    );
  });

  it.each<[string, DeclineCode]>([
    ['4111111111111129', 'insufficient_funds'],
    ['4129111111111111', 'card_declined'],
    ['4128111111111112', 'card_declined'],
    ['4127111111111113', 'fraud_suspected'],
    ['4126111111111114', 'fraud_suspected'],
    ['4125111111111115', 'expired_card'],
    ['4124111111111116', 'incorrect_cvc'],
    ['4123111111111117', 'card_declined'],
    ['4122111111111118', 'card_declined'],
    ['4121111111111119', 'fraud_suspected'],
    ['4120111111111110', 'fraud_suspected'],
  ])('card %s is declined as %s, and retrieve says the same', async (card, declineCode) => {
    const input = chargeInput(card);
    const { started, outcome } = await pay(input);
    expect(outcome).toEqual({ status: 'failed', declineCode, providerPaymentId: started.providerPaymentId });
    expect(await iyzico.retrieve(lookupOf(input.reference, started.providerPaymentId))).toEqual(outcome);
    expect(server.charges.get(input.reference)).toBeUndefined();
  });

  it('the "General error" card (10204) is not a decline at auth; retrieve finds it failed', async () => {
    const input = chargeInput('4130111111111118');
    const started = await iyzico.charge(input);
    const paymentId = started.providerPaymentId ?? '';
    await expect(iyzico.complete(completionOf(input), server.bankCallback(paymentId))).rejects.toThrow(
      ProviderUnavailableError,
    );
    expect(await iyzico.retrieve(lookupOf(input.reference, paymentId))).toEqual({
      status: 'failed',
      declineCode: 'processing_error',
      providerPaymentId: paymentId,
    });
  });

  it('a failed challenge (mdStatus 0 and 4 cards, or Fail) is authentication_failed and never reaches auth', async () => {
    for (const [card, answer] of [
      ['4131111111111117', 'complete'],
      ['4141111111111115', 'complete'],
      [contractSuccessCard, 'fail'],
    ] as const) {
      const input = chargeInput(card);
      const { outcome } = await pay(input, iyzico, answer);
      expect(outcome).toMatchObject({ status: 'failed', declineCode: 'authentication_failed' });
      expect(authCallsFor(input.reference)).toBe(0);
    }
  });

  it('keeps concurrent payments apart (one client, ten payments at once)', async () => {
    const inputs = Array.from({ length: 10 }, () => chargeInput());
    const outcomes = await Promise.all(inputs.map((input) => pay(input)));
    for (const [i, { outcome }] of outcomes.entries()) {
      expect(outcome.status).toBe('succeeded');
      expect(server.charges.get(inputs[i]?.reference ?? '')).toBe(1);
    }
  });

  it('the "3dsecure initialize failed" card, an unpublished card and a number failing Luhn are declined at initialize', async () => {
    for (const [card, declineCode] of [
      ['4151111111111112', 'processing_error'],
      ['4000000000000002', 'processing_error'],
      ['4000000000000001', 'invalid_card'],
    ] as const) {
      const input = chargeInput(card);
      expect(await iyzico.charge(input)).toEqual({ status: 'failed', declineCode });
      expect(callsFor(server, '/payment/v2/3dsecure/auth', input.reference)).toBe(0);
    }
  });

  it('a card issued in Türkiye is refused in a foreign currency (5184)', async () => {
    expect(await iyzico.charge(chargeInput(domesticSuccessCard, 'EUR'))).toEqual({
      status: 'failed',
      declineCode: 'currency_not_supported',
    });
  });

  it('iyzico fraud review: under review is an unknown outcome; approved is a charge, refused is fraud', async () => {
    const input = chargeInput();
    const started = await iyzico.charge(input);
    const paymentId = started.providerPaymentId ?? '';
    server.setFraudStatus(paymentId, 0);
    await expect(iyzico.complete(completionOf(input), server.bankCallback(paymentId))).rejects.toThrow(
      ProviderUnavailableError,
    );
    await expect(iyzico.retrieve(lookupOf(input.reference, paymentId))).rejects.toThrow(/fraud review/);
    server.setFraudStatus(paymentId, 1);
    expect(await iyzico.retrieve(lookupOf(input.reference, paymentId))).toEqual({
      status: 'succeeded',
      providerPaymentId: paymentId,
      items: [expect.anything()],
    });

    const refused = chargeInput();
    const second = await iyzico.charge(refused);
    server.setFraudStatus(second.providerPaymentId ?? '', -1);
    expect(
      await iyzico.complete(completionOf(refused), server.bankCallback(second.providerPaymentId ?? '')),
    ).toEqual({
      status: 'failed',
      declineCode: 'fraud_suspected',
      providerPaymentId: second.providerPaymentId,
    });
  });
});

describe('signatures', () => {
  it('refuses a forged, altered or foreign callback before asking iyzico', async () => {
    const input = chargeInput();
    const started = await iyzico.charge(input);
    const callback = server.bankCallback(started.providerPaymentId ?? '');
    const forged = [
      { ...callback, mdStatus: '1', status: 'success', paymentId: '999' },
      { ...callback, signature: '0'.repeat(64) },
      { ...callback, signature: undefined as unknown as string },
    ];
    for (const form of forged)
      await expect(iyzico.complete(completionOf(input), form)).rejects.toThrow(CallbackRejectedError);
    // Genuinely signed, but about another payment.
    const other = { ...completionOf(input), reference: `${input.reference}_other` };
    await expect(iyzico.complete(other, callback)).rejects.toThrow(CallbackRejectedError);
    expect(authCallsFor(input.reference)).toBe(0);
    expect((await iyzico.complete(completionOf(input), callback)).status).toBe('succeeded');
  });

  it('treats an answer with a wrong signature as no answer; retrieve then finds the truth', async () => {
    server.tamperNextAnswer('/payment/3dsecure/initialize');
    await expect(iyzico.charge(chargeInput())).rejects.toThrow(ProviderUnavailableError);

    const input = chargeInput();
    const started = await iyzico.charge(input);
    server.tamperNextAnswer('/payment/v2/3dsecure/auth');
    const callback = server.bankCallback(started.providerPaymentId ?? '');
    await expect(iyzico.complete(completionOf(input), callback)).rejects.toThrow(/signature mismatch/);
    server.tamperNextAnswer('/payment/detail');
    const lookup = lookupOf(input.reference, started.providerPaymentId);
    await expect(iyzico.retrieve(lookup)).rejects.toThrow(ProviderUnavailableError);
    expect(await iyzico.retrieve(lookup)).toEqual({
      status: 'succeeded',
      providerPaymentId: started.providerPaymentId,
      items: [expect.anything()],
    });
  });

  it('with the wrong secret key the request signature is refused: a processing error, no charge', async () => {
    const wrong = providerFor(server, { secretKey: 'not-the-secret' });
    const before = server.calls.length;
    expect(await wrong.charge(chargeInput())).toEqual({ status: 'failed', declineCode: 'processing_error' });
    expect(server.calls.length).toBe(before);
  });
});

describe('timeouts and the reconciler lookup', () => {
  it('a lost auth answer leaves the outcome unknown; retrieve by reference finds the one charge', async () => {
    const impatient = providerFor(server, { timeoutMs: 300 });
    const input = chargeInput();
    const started = await impatient.charge(input);
    server.dropNextAnswer('/payment/v2/3dsecure/auth');
    const callback = server.bankCallback(started.providerPaymentId ?? '');
    await expect(impatient.complete(completionOf(input), callback)).rejects.toThrow(ProviderUnavailableError);
    expect(server.charges.get(input.reference)).toBe(1);
    expect(await impatient.retrieve(lookupOf(input.reference, started.providerPaymentId))).toEqual({
      status: 'succeeded',
      providerPaymentId: started.providerPaymentId,
      items: [expect.anything()],
    });
    expect(server.charges.get(input.reference)).toBe(1);
  });

  it('a challenge never finished is still requires_action; a reference iyzico never saw is not_found', async () => {
    const input = chargeInput();
    const started = await iyzico.charge(input);
    expect((await iyzico.retrieve(lookupOf(input.reference, started.providerPaymentId))).status).toBe(
      'requires_action',
    );
    expect(await iyzico.retrieve(lookupOf('pay_never_sent'))).toEqual({ status: 'not_found' });
  });

  it('5087 for a payment iyzico gave a paymentId for never fails it: the outcome stays unknown', async () => {
    const input = chargeInput();
    const { outcome } = await pay(input);
    expect(outcome.status).toBe('succeeded');
    // A paymentId iyzico does not find (as when the keys are another environment's).
    const error = await iyzico.retrieve(lookupOf(input.reference, '99999999')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderUnavailableError);
    expect((error as ProviderUnavailableError).answer).toBe('5087 Üye işyerine ait ödeme kaydı bulunamadı');
  });

  it.each([
    ['10204', 'UNKNOWN'],
    ['10214', 'COMMUNICATION_OR_SYSTEM_ERROR'],
    ['10219', 'REQUEST_TIMEOUT'],
    ['1', 'SYSTEM_ERROR'],
  ])(
    'auth answering %s (%s) is not a decline; retrieve settles it either way',
    async (errorCode, errorGroup) => {
      for (const charged of [true, false]) {
        const input = chargeInput();
        const started = await iyzico.charge(input);
        const paymentId = started.providerPaymentId ?? '';
        server.failNextAuth(paymentId, { errorCode, errorGroup, errorMessage: 'Sistem hatası' }, charged);
        const error = await iyzico
          .complete(completionOf(input), server.bankCallback(paymentId))
          .catch((e) => e);
        expect(error).toBeInstanceOf(ProviderUnavailableError);
        expect((error as ProviderUnavailableError).answer).toBe(`${errorCode} Sistem hatası`);
        expect(await iyzico.retrieve(lookupOf(input.reference, paymentId))).toEqual(
          charged
            ? { status: 'succeeded', providerPaymentId: paymentId, items: [expect.anything()] }
            : { status: 'failed', declineCode: 'processing_error', providerPaymentId: paymentId },
        );
      }
    },
  );

  it('an unreachable iyzico is ProviderUnavailableError, never a decline', async () => {
    const gone = createIyzicoProvider({
      apiKey: 'k',
      secretKey: 's',
      baseUrl: 'http://127.0.0.1:9',
      timeoutMs: 2_000,
    });
    await expect(gone.charge(chargeInput())).rejects.toThrow(ProviderUnavailableError);
    await expect(gone.retrieve(lookupOf('pay_x'))).rejects.toThrow(ProviderUnavailableError);
  });
});

describe('refunds', () => {
  async function paidPayment() {
    const input = chargeInput();
    const { outcome } = await pay(input);
    if (outcome.status !== 'succeeded') throw new Error('payment failed');
    const refundInput = (
      amountMinor: number,
      refundReference: string,
      method: 'refund' | 'cancel' = 'refund',
    ) => ({
      reference: input.reference,
      providerPaymentId: outcome.providerPaymentId,
      amountMinor,
      currency: 'EUR',
      refundReference,
      method,
      ip: input.payer.ip,
    });
    return { input, providerPaymentId: outcome.providerPaymentId, refundInput };
  }

  it('refunds by paymentId up to the amount paid, and refuses more', async () => {
    const { refundInput } = await paidPayment();
    const refund = (amountMinor: number, reference: string) =>
      iyzico.refund(refundInput(amountMinor, reference));
    expect(await refund(1000, 're_1')).toMatchObject({ status: 'succeeded' });
    expect((await refund(1000, 're_2')).status).toBe('failed');
    server.tamperNextAnswer('/v2/payment/refund');
    await expect(refund(1, 're_3')).rejects.toThrow(ProviderUnavailableError);
    expect(await refund(248, 're_4')).toMatchObject({ status: 'succeeded' });
    expect((await refund(2, 're_5')).status).toBe('failed');
  });

  it('a refund whose answer was lost is found in the transaction report, never sent again', async () => {
    const { refundInput } = await paidPayment();
    const impatient = providerFor(server, { timeoutMs: 300 });
    const lost = refundInput(500, `re_lost_${Date.now()}`);
    server.dropNextAnswer('/v2/payment/refund');
    await expect(impatient.refund(lost)).rejects.toThrow(ProviderUnavailableError);
    const refundCalls = () =>
      server.calls.filter(
        (c) => c.path === '/v2/payment/refund' && c.body.conversationId === lost.refundReference,
      ).length;
    expect(refundCalls()).toBe(1);
    expect(await iyzico.retrieveRefund(lost)).toMatchObject({ status: 'succeeded' });
    expect(refundCalls()).toBe(1);
    // One the report does not have proves nothing: the outcome stays unknown.
    const error = await iyzico.retrieveRefund(refundInput(500, 're_never_sent')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderUnavailableError);
    expect((error as ProviderUnavailableError).answer).toBe(
      "no refund with conversationId re_never_sent in iyzico's report",
    );
  });

  it('the whole payment on its day is cancelled; the report finds a lost cancel', async () => {
    const { refundInput } = await paidPayment();
    const whole = refundInput(1250, `re_cancel_${Date.now()}`, 'cancel');
    expect(await iyzico.refund(whole)).toMatchObject({ status: 'succeeded' });
    expect(server.calls.findLast((c) => c.path === '/payment/cancel')?.body).toMatchObject({
      conversationId: whole.refundReference,
      paymentId: whole.providerPaymentId,
      ip: whole.ip,
    });
    expect(await iyzico.retrieveRefund(whole)).toMatchObject({ status: 'succeeded' });
  });

  it('a refused cancel (the bank day closed) gives the money back by refund instead', async () => {
    const { refundInput } = await paidPayment();
    const whole = refundInput(1250, `re_late_${Date.now()}`, 'cancel');
    server.refuseCancels(true);
    try {
      expect(await iyzico.refund(whole)).toMatchObject({ status: 'succeeded' });
    } finally {
      server.refuseCancels(false);
    }
    expect(server.calls.findLast((c) => c.path === '/v2/payment/refund')?.body).toMatchObject({
      conversationId: whole.refundReference,
      price: '12.5',
      ip: whole.ip,
    });
    expect(await iyzico.retrieveRefund(whole)).toMatchObject({ status: 'succeeded' });
  });

  it('a refund or a cancel without the ip is refused as a bad request, nothing refunded (row F6)', async () => {
    const { refundInput } = await paidPayment();
    const refund = refundInput(500, `re_no_ip_${Date.now()}`);
    const cancel = refundInput(1250, `re_no_ip_cancel_${Date.now()}`, 'cancel');
    expect((await iyzico.refund({ ...refund, ip: '' })).status).toBe('failed');
    const answers = server.calls.filter((c) => c.body.conversationId === refund.refundReference);
    expect(answers.map((c) => c.path)).toEqual(['/v2/payment/refund']);
    // A cancel refused for another reason than a system code is tried as a refund (A16): both refused.
    expect((await iyzico.refund({ ...cancel, ip: '' })).status).toBe('failed');
    expect(
      server.calls.filter((c) => c.body.conversationId === cancel.refundReference).map((c) => c.path),
    ).toEqual(['/payment/cancel', '/v2/payment/refund']);
    expect(await iyzico.refund(refundInput(1250, `re_with_ip_${Date.now()}`))).toMatchObject({
      status: 'succeeded',
    });
  });

  it('the "cannot be refunded" card: refund and cancel are refused', async () => {
    const input = chargeInput('5406670000000009');
    const { outcome } = await pay(input);
    if (outcome.status !== 'succeeded') throw new Error('payment failed');
    const base = {
      reference: input.reference,
      providerPaymentId: outcome.providerPaymentId,
      amountMinor: 1250,
      currency: 'EUR',
      ip: input.payer.ip,
    };
    expect(await iyzico.refund({ ...base, refundReference: 're_c6a', method: 'refund' })).toMatchObject({
      status: 'failed',
    });
    expect(await iyzico.refund({ ...base, refundReference: 're_c6b', method: 'cancel' })).toMatchObject({
      status: 'failed',
    });
  });
});
