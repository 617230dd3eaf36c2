import { eq } from 'drizzle-orm';
import { ledgerTransactions } from '../../src/db/schema/ledger-transactions.ts';
import { payments } from '../../src/db/schema/payments.ts';
import { refunds } from '../../src/db/schema/refunds.ts';
import { createIyzicoProvider } from '../../src/modules/payments/iyzico/iyzico-provider.ts';
import { createLink, createVerifiedMerchant, pay } from '../factories.ts';
import type { testClock } from '../payment-helpers.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { contractSuccessCard } from './cards.ts';
import type { ContractServer } from './server.ts';

/** The whole checkout on iyzico for integration tests: the app, the adapter, the contract server as iyzico. */
export function iyzicoTestApp(
  server: ContractServer,
  clock: ReturnType<typeof testClock>,
  /** `direct`: the card through our form and iyzico's 3-D Secure API (the tests of that API). */
  cardEntry: 'checkout_form' | 'direct' = 'direct',
) {
  return createTestApp({
    clock,
    provider: () =>
      createIyzicoProvider({
        apiKey: server.apiKey,
        secretKey: server.secretKey,
        baseUrl: server.url,
        timeoutMs: 1_000,
        cardEntry,
      }),
  });
}

/** What a payer types as the billing address, which the checkout asks of every payer with iyzico. */
export const payerBillingAddress = {
  line1: 'Torstraße 12',
  city: 'Berlin',
  postalCode: '10119',
  country: 'DE',
};

type Merchant = Awaited<ReturnType<typeof createVerifiedMerchant>>;

export function iyzicoCheckout(t: TestApp, server: ContractServer) {
  async function startPayment(
    cardNumber = contractSuccessCard,
    amount = 4_990,
    merchant?: Merchant,
    more: {
      link?: Record<string, unknown>;
      pay?: Record<string, unknown>;
      payerIp?: string | undefined;
    } = {},
  ) {
    const sme = merchant ?? (await createVerifiedMerchant(t.app, t.database.db));
    const link = await createLink(t.app, sme.cookie, { amount, currency: 'EUR', ...more.link });
    const response = await pay(
      t.app,
      link.code,
      {
        cardNumber,
        email: 'payer@example.com',
        payer: { billingAddress: payerBillingAddress },
        ...more.pay,
      },
      undefined,
      more.payerIp,
    );
    const body = response.json();
    const iyzicoPaymentId = /contract-bank\/(\d+)/.exec(body.action?.html ?? '')?.[1] ?? '';
    const sent = server.calls.findLast((c) => c.path === '/payment/3dsecure/initialize')?.body;
    return {
      sme,
      link,
      body,
      paymentId: body.paymentId as string,
      iyzicoPaymentId,
      callbackUrl: String(sent?.callbackUrl),
    };
  }

  /** The bank's page posts the signed result to our callbackUrl from the payer's browser. */
  function postBankCallback(callbackUrl: string, fields: Record<string, string>) {
    const url = new URL(callbackUrl);
    return t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://sandbox-api.iyzipay.com',
      },
      payload: new URLSearchParams(fields).toString(),
    });
  }

  /** A payment paid through the bank page and the callback. */
  async function paidPayment(amount = 4_990, merchant?: Merchant, payerIp?: string) {
    const started = await startPayment(contractSuccessCard, amount, merchant, { payerIp });
    const callback = await postBankCallback(
      started.callbackUrl,
      server.bankCallback(started.iyzicoPaymentId),
    );
    if (callback.statusCode !== 303) throw new Error(`callback failed: ${callback.body}`);
    return started;
  }

  async function paymentRow(id: string) {
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, id));
    return row;
  }

  async function refundRow(id: string) {
    const [row] = await t.database.db.select().from(refunds).where(eq(refunds.id, id));
    return row;
  }

  async function ledgerOf(id: string) {
    return t.database.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.referenceId, id));
  }

  return { startPayment, postBankCallback, paidPayment, paymentRow, refundRow, ledgerOf };
}
