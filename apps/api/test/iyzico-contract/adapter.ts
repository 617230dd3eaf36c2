import { createIyzicoProvider } from '../../src/modules/payments/iyzico/iyzico-provider.ts';
import type { ChargeInput, PaymentProvider } from '../../src/ports.ts';
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
    payer: { email: 'ayse@example.com', name: 'Ayşe Yılmaz', ip: '203.0.113.7', country: 'Germany' },
    description: 'Ceramic bowl',
    callbackUrl: 'https://kopru.example/api/public/payments/3ds-callback?state=abc',
  };
}

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
  return { started, callback, outcome: await provider.complete(input.reference, callback) };
}

export const callsFor = (server: ContractServer, path: string, reference: string) =>
  server.calls.filter((c) => c.path === path && c.body.conversationId === reference).length;
