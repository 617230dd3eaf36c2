import { and, eq } from 'drizzle-orm';
import { ledgerEntries } from '../src/db/schema/ledger-entries.ts';
import { ledgerTransactions } from '../src/db/schema/ledger-transactions.ts';
import { marketplaceItems } from '../src/db/schema/marketplace-items.ts';
import { payments } from '../src/db/schema/payments.ts';
import { settleDuePayments } from '../src/modules/payments/settlement.ts';
import { type iyzicoCheckout as IyzicoCheckout, iyzicoCheckout } from './iyzico-contract/checkout.ts';
import { type ContractServer, startContractServer } from './iyzico-contract/server.ts';
import type { ContractAssumptions } from './iyzico-contract/state.ts';
import { marketplaceMerchant, paidOnIyzicoPage } from './marketplace-helpers.ts';
import { testClock } from './payment-helpers.ts';
import { refund } from './refund-helpers.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const DAY = 86_400_000;
export const ITEM_UPDATE = '/payment/item';

/**
 * Marketplace mode on iyzico's contract server with a 10 % reserve and a 1 % withholding: a
 * 100.00 EUR payment's share item carries 86.22 for the merchant (96.80 net, less 1.00 withheld,
 * less 9.58 reserve in its own item).
 */
export async function partialRefundSetup(assumptions: Partial<ContractAssumptions> = {}) {
  const clock = testClock(new Date('2026-11-02T09:00:00Z'));
  const server: ContractServer = await startContractServer({ marketplace: true, assumptions });
  const t: TestApp = await createTestApp({
    clock,
    env: {
      PAYMENT_PROVIDER: 'iyzico',
      IYZICO_API_KEY: server.apiKey,
      IYZICO_SECRET_KEY: server.secretKey,
      IYZICO_BASE_URL: server.url,
      IYZICO_TIMEOUT_MS: '3000',
      RESERVE_PERCENT: '10',
      WITHHOLDING_TAX_PERCENT: '1',
      SETTLEMENT_DELAY_DAYS: '7',
    },
  });
  const checkout: ReturnType<typeof IyzicoCheckout> = iyzicoCheckout(t, server);

  /** A merchant's 100.00 EUR payment (or `count` of them), settled and due for release. */
  async function dueForRelease(count = 1) {
    const sme = await marketplaceMerchant(t);
    const paymentIds: string[] = [];
    for (let i = 0; i < count; i++) paymentIds.push(await paidOnIyzicoPage(t, server, checkout, sme.cookie));
    clock.set(new Date(clock.now().getTime() + 7 * DAY + 60_000));
    await settleDuePayments(t.app.ctx);
    return { sme, paymentId: paymentIds[0] ?? '', paymentIds };
  }

  const itemOf = async (paymentId: string) =>
    (await t.database.db.select().from(marketplaceItems).where(eq(marketplaceItems.paymentId, paymentId)))[0];

  return {
    clock,
    server,
    t,
    dueForRelease,
    itemOf,
    refundOf: (cookie: string, paymentId: string, amount?: number) =>
      refund(t.app, cookie, paymentId, { ...(amount ? { amount } : {}), reason: 'requested_by_customer' }),
    /** The item updates iyzico was sent for the payment's share item. */
    updatesOf: async (paymentId: string) => {
      const item = await itemOf(paymentId);
      return server.calls.filter(
        (c) => c.path === ITEM_UPDATE && String(c.body.paymentTransactionId) === item?.paymentTransactionId,
      );
    },
    /** The payment's id at iyzico (its record is looked up by it). */
    providerIdOf: async (paymentId: string) =>
      (await t.database.db.select().from(payments).where(eq(payments.id, paymentId)))[0]?.providerPaymentId ??
      '',
    /** The amounts of the payment's `marketplace_release` ledger lines. */
    releaseLinesOf: async (paymentId: string) => {
      const rows = await t.database.db
        .select({ amount: ledgerEntries.amount })
        .from(ledgerEntries)
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .where(
          and(
            eq(ledgerTransactions.referenceId, paymentId),
            eq(ledgerTransactions.kind, 'marketplace_release'),
          ),
        );
      return rows.map((row) => row.amount).sort((a, b) => a - b);
    },
    close: async () => {
      await t.close();
      await server.close();
    },
  };
}
