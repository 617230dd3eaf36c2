import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLink, createVerifiedMerchant, pay } from '../../../test/factories.ts';
import { iyzicoCheckout } from '../../../test/iyzico-contract/checkout.ts';
import { type ContractServer, startContractServer } from '../../../test/iyzico-contract/server.ts';
import { approvalsOf, marketplaceMerchant, paidOnIyzicoPage } from '../../../test/marketplace-helpers.ts';
import { testClock } from '../../../test/payment-helpers.ts';
import { expectLedgerConsistent } from '../../../test/payout-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { marketplaceItems } from '../../db/schema/marketplace-items.ts';
import { marketplaceReserveItems } from '../../db/schema/marketplace-reserve-items.ts';
import { payments } from '../../db/schema/payments.ts';
import { merchantBalances, platformBalances } from '../ledger/repository.ts';
import { settleDuePayments } from '../payments/settlement.ts';
import { releaseMarketplaceItems } from './release.ts';
import { releaseMarketplaceReserves } from './reserve-release.ts';

/**
 * The e-commerce withholding (decision 015) at WITHHOLDING_TAX_PERCENT=1: kept from the merchant,
 * the platform's to pay to the tax office, and in marketplace mode sent to iyzico as each basket
 * item's `withholdingTax` (row M11), out of what iyzico sends the sub-merchant.
 */
const DAY = 86_400_000;
const INITIALIZE = '/payment/iyzipos/checkoutform/initialize/auth/ecom';
const start = new Date('2026-12-07T10:00:00Z');
const clock = testClock(start);

const withholdingOf = async (t: TestApp, currency: string) =>
  (await platformBalances(t.database.db)).find((p) => p.type === 'withholding_tax' && p.currency === currency)
    ?.balance ?? 0;

async function balancesOf(t: TestApp, merchantId: string, currency: string) {
  const rows = await merchantBalances(t.database.db, merchantId);
  const of = (type: string) =>
    rows.find((row) => row.currency === currency && row.type === type)?.balance ?? 0;
  return { pending: of('pending'), available: of('available'), reserve: of('reserve') };
}

describe('the withholding on a marketplace payment with its reserve item', () => {
  let server: ContractServer;
  let t: TestApp;
  let checkout: ReturnType<typeof iyzicoCheckout>;
  beforeAll(async () => {
    server = await startContractServer({ marketplace: true });
    t = await createTestApp({
      clock,
      env: {
        PAYMENT_PROVIDER: 'iyzico',
        IYZICO_API_KEY: server.apiKey,
        IYZICO_SECRET_KEY: server.secretKey,
        IYZICO_BASE_URL: server.url,
        IYZICO_TIMEOUT_MS: '1000',
        WITHHOLDING_TAX_PERCENT: '1',
      },
    });
    checkout = iyzicoCheckout(t, server);
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  it('sends withholdingTax on every item, adding up to 1 % of the amount, and records it with the payment', async () => {
    clock.set(start);
    const sme = await marketplaceMerchant(t);
    const paymentId = await paidOnIyzicoPage(t, server, checkout, sme.cookie);
    const sent = server.calls.findLast(
      (c) => c.path === INITIALIZE && c.body.conversationId === paymentId,
    )?.body;
    // 100.00 EUR: fee 3.20, net 96.80, withholding 1.00, owed 95.80; the reserve 10 % of it (9.58).
    // The reserve's item carries 9.58 for the sub-merchant and its 0.10 of the withholding.
    expect(sent?.basketItems).toEqual([
      expect.objectContaining({
        id: paymentId,
        price: '90.32',
        subMerchantPrice: '86.22',
        withholdingTax: '0.9',
      }),
      expect.objectContaining({
        id: `${paymentId}_reserve`,
        price: '9.68',
        subMerchantPrice: '9.58',
        withholdingTax: '0.1',
      }),
    ]);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row).toMatchObject({
      status: 'succeeded',
      fee: 320,
      net: 9_680,
      reserve: 958,
      withholdingTax: 100,
      withholdingBasisPoints: 100,
    });
    const [item] = await t.database.db
      .select()
      .from(marketplaceItems)
      .where(eq(marketplaceItems.paymentId, paymentId));
    expect(item).toMatchObject({ price: 9_032, subMerchantPrice: 8_622, withholdingTax: 90 });
    const [reserveItem] = await t.database.db
      .select()
      .from(marketplaceReserveItems)
      .where(eq(marketplaceReserveItems.paymentId, paymentId));
    expect(reserveItem).toMatchObject({ price: 958, withholdingTax: 10 });

    // The ledger: the merchant is owed 95.80 (86.22 + 9.58); the platform holds the 1.00 for the tax office.
    expect(await balancesOf(t, sme.merchantId, 'EUR')).toEqual({
      pending: 8_622,
      available: 0,
      reserve: 958,
    });
    expect(await withholdingOf(t, 'EUR')).toBe(100);
    const releases = await t.app.inject({
      method: 'GET',
      url: '/api/merchant/releases',
      headers: { cookie: sme.cookie },
    });
    expect(releases.json().payments).toEqual([expect.objectContaining({ share: 8_622, reserve: 958 })]);

    // Released: iyzico is asked to pay the share's item, and the reserve's when its window ends;
    // the ledger moves exactly what iyzico sends the sub-merchant.
    clock.set(new Date(start.getTime() + 7 * DAY + 60_000));
    await settleDuePayments(t.app.ctx);
    await releaseMarketplaceItems(t.app.ctx);
    expect(approvalsOf(server, paymentId)).toHaveLength(1);
    expect(await balancesOf(t, sme.merchantId, 'EUR')).toEqual({ pending: 0, available: 0, reserve: 958 });
    clock.set(new Date(start.getTime() + 120 * DAY));
    await releaseMarketplaceReserves(t.app.ctx);
    expect(approvalsOf(server, `${paymentId}_reserve`)).toHaveLength(1);
    expect(await balancesOf(t, sme.merchantId, 'EUR')).toEqual({ pending: 0, available: 0, reserve: 0 });
    expect(await withholdingOf(t, 'EUR')).toBe(100);
    await expectLedgerConsistent(t.database.db, [sme.merchantId]);
  });
});

describe('the withholding in platform mode (the sandbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock, env: { WITHHOLDING_TAX_PERCENT: '1' } });
  });
  afterAll(() => t.close());

  it("keeps 1 % of the amount from the merchant's balance for the tax office", async () => {
    clock.set(start);
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const merchantId = sme.merchantId ?? '';
    const link = await createLink(t.app, sme.cookie, { amount: 4_990, currency: 'USD' });
    const paid = (await pay(t.app, link.code)).json();
    expect(paid.status).toBe('succeeded');
    // 49.90 USD: fee 1.75, net 48.15; 0.50 withheld, 47.65 available at once (the sandbox's delay is 0).
    expect(await balancesOf(t, merchantId, 'USD')).toEqual({ pending: 0, available: 4_765, reserve: 0 });
    expect(await withholdingOf(t, 'USD')).toBe(50);
    await expectLedgerConsistent(t.database.db, [merchantId]);

    // The merchant sees it on the transaction and in the export.
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/merchant/payments/${paid.paymentId}/detail`,
      headers: { cookie: sme.cookie },
    });
    expect(detail.json().withholding).toEqual({ basisPoints: 100, amount: 50 });
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/merchant/payments/export?format=rfc4180',
      headers: { cookie: sme.cookie },
    });
    const [header, row] = csv.body.trim().split('\r\n');
    const columns = header?.split(',') ?? [];
    const cells = row?.split(',') ?? [];
    const cell = (name: string) => cells[columns.indexOf(name)];
    // withholding_tax comes after the columns integrations already read by position.
    expect(columns.indexOf('withholding_tax')).toBeGreaterThan(columns.indexOf('decline_code'));
    expect([cell('fee'), cell('net'), cell('withholding_tax')]).toEqual(['1.75', '48.15', '0.50']);
  });
});
