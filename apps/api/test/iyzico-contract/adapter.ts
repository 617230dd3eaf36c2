import { createIyzicoProvider } from '../../src/modules/payments/iyzico/iyzico-provider.ts';
import type { ChargeInput, PaymentLookup, PaymentProvider, PaymentToComplete } from '../../src/ports.ts';
import { contractSuccessCard } from './cards.ts';
import type { ContractServer } from './server.ts';

/** Helpers for the contract tests: the adapter, through the real iyzipay client, on a contract server. */
export function providerFor(
  server: ContractServer,
  overrides: { secretKey?: string; timeoutMs?: number } = {},
): PaymentProvider {
  return createIyzicoProvider({
    apiKey: server.apiKey,
    secretKey: overrides.secretKey ?? server.secretKey,
    baseUrl: server.url,
    timeoutMs: overrides.timeoutMs ?? 5_000,
  });
}

let seq = 0;

/** A payer's billing address as the checkout stores it. */
export const contractAddress = {
  line1: 'Torstraße 12',
  line2: null,
  city: 'Berlin',
  postalCode: '10119',
  region: null,
  country: 'DE',
};

export function chargeInput(
  card: string = contractSuccessCard,
  currency: ChargeInput['currency'] = 'EUR',
): ChargeInput {
  seq += 1;
  return {
    reference: `pay_contract_${seq}_${Date.now()}`,
    amountMinor: 1250,
    currency,
    card: { number: card, expMonth: 12, expYear: 2030, cvc: '123', holderName: 'Ayşe Yılmaz' },
    payer: {
      email: 'ayse@example.com',
      name: 'Ayşe Yılmaz',
      ip: '203.0.113.7',
      billingAddress: contractAddress,
    },
    locale: 'en',
    physicalGoods: false,
    description: 'Ceramic bowl',
    callbackUrl: 'https://kopru.example/api/public/payments/3ds-callback?state=abc',
  };
}

/** What `complete` is given for a charge (the payment as we recorded it). */
export const completionOf = (
  input: ChargeInput,
  providerPaymentId: string | null = null,
): PaymentToComplete => ({
  reference: input.reference,
  providerPaymentId,
  amountMinor: input.amountMinor,
  currency: input.currency,
});

/** What the reconciler asks with: our reference and the paymentId iyzico gave, if any. */
export const lookupOf = (reference: string, providerPaymentId: string | null = null): PaymentLookup => ({
  reference,
  providerPaymentId,
});

/** Charge, then the bank's callback; returns the 3-D Secure step and the final outcome. */
export async function pay(
  server: ContractServer,
  provider: PaymentProvider,
  input: ChargeInput,
  answer: 'complete' | 'fail' = 'complete',
) {
  const started = await provider.charge(input);
  if (started.status !== 'requires_action' || !started.providerPaymentId)
    throw new Error(`no 3-D Secure step: ${JSON.stringify(started)}`);
  const callback = server.bankCallback(started.providerPaymentId, answer);
  const outcome = await provider.complete(completionOf(input, started.providerPaymentId), callback);
  return { started, callback, outcome };
}

export const callsFor = (server: ContractServer, path: string, reference: string) =>
  server.calls.filter((c) => c.path === path && c.body.conversationId === reference).length;
