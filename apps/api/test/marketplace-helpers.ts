import { randomBytes } from 'node:crypto';
import type { Clock } from '../src/lib/clock.ts';
import { syncSubMerchants } from '../src/modules/sub-merchants/sync.ts';
import { createKycApprovedMerchant, createLink } from './factories.ts';
import { iyzicoCheckout, payerBillingAddress } from './iyzico-contract/checkout.ts';
import { type ContractServer, startContractServer } from './iyzico-contract/server.ts';
import type { ContractAssumptions } from './iyzico-contract/state.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The API on the contract server's marketplace account (iyzico as the acquirer), with `env` on top:
 * the set-up every marketplace integration test shares.
 */
export async function startMarketplaceApp(
  clock: Clock,
  env: Record<string, string> = {},
  assumptions: Partial<ContractAssumptions> = {},
) {
  const server = await startContractServer({ marketplace: true, assumptions });
  const t = await createTestApp({
    clock,
    env: {
      PAYMENT_PROVIDER: 'iyzico',
      IYZICO_API_KEY: server.apiKey,
      IYZICO_SECRET_KEY: server.secretKey,
      IYZICO_BASE_URL: server.url,
      IYZICO_TIMEOUT_MS: '1000',
      ...env,
    },
  });
  return { server, t, checkout: iyzicoCheckout(t, server) };
}

/** A verified merchant registered as iyzico's sub-merchant (marketplace mode, contract server). */
export async function marketplaceMerchant(t: TestApp) {
  const sme = await createKycApprovedMerchant(t.app, t.database.db, {}, { taxOffice: 'Kadıköy' });
  await syncSubMerchants(t.app.ctx);
  return sme;
}

/** One payment of `amount` (EUR unless said) on a new link of the merchant, paid on iyzico's page. */
export async function paidOnIyzicoPage(
  t: TestApp,
  server: ContractServer,
  checkout: ReturnType<typeof iyzicoCheckout>,
  cookie: string,
  amount = 10_000,
  currency: 'EUR' | 'USD' | 'GBP' = 'EUR',
): Promise<string> {
  const link = await createLink(t.app, cookie, { amount, currency });
  const started = await t.app.inject({
    method: 'POST',
    url: `/api/public/links/${link.code}/payments`,
    headers: { 'idempotency-key': randomBytes(8).toString('hex') },
    payload: {
      cardholderName: 'Jane Doe',
      email: 'jane@example.com',
      payer: { billingAddress: payerBillingAddress },
    },
  });
  const body = started.json();
  const token = new URL(String(body.action?.url)).searchParams.get('token') ?? '';
  const page = server.payOnCheckoutForm(token, '5400010000000004');
  if (page.kind !== 'callback') throw new Error(`page answered ${page.kind}`);
  const callback = await checkout.postBankCallback(page.callbackUrl, page.fields);
  if (callback.statusCode !== 303) throw new Error(`callback answered ${callback.statusCode}`);
  return body.paymentId as string;
}

/** The approvals of the payment's item iyzico was asked for. */
export const approvalsOf = (server: ContractServer, paymentId: string) =>
  server.calls.filter(
    (c) => c.path === '/payment/iyzipos/item/approve' && c.body.conversationId === `approve-${paymentId}`,
  );
