import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { iyzicoCheckout } from '../../../test/iyzico-contract/checkout.ts';
import type { ContractServer } from '../../../test/iyzico-contract/server.ts';
import {
  marketplaceMerchant,
  paidOnIyzicoPage,
  startMarketplaceApp,
} from '../../../test/marketplace-helpers.ts';
import { testClock } from '../../../test/payment-helpers.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { acquirerItemFigures } from '../../db/schema/acquirer-item-figures.ts';
import { disputes } from '../../db/schema/disputes.ts';
import { exportProceedsWarnings } from '../../db/schema/export-records.ts';
import { settleDuePayments } from '../payments/settlement.ts';
import { releaseMarketplaceItems } from '../sub-merchants/release.ts';
import { releaseMarketplaceReserves } from '../sub-merchants/reserve-release.ts';
import { warnProceedsDue } from './warnings.ts';

/**
 * The 180-day tracker in marketplace mode (docs/export.md): Köprü pays no payouts, iyzico pays the
 * merchant. A sale is home once every item is released and iyzico's payout day has come; released
 * with iyzico's day still ahead it is shown as due that day; only money not released is warned of.
 */
const DAY = 86_400_000;
// Sold on 2 June 2026 (Istanbul): the deadline is 29 November 2026.
const clock = testClock(new Date('2026-06-02T09:00:00Z'));
let server: ContractServer;
let t: TestApp;
let checkout: ReturnType<typeof iyzicoCheckout>;

beforeAll(async () => {
  ({ server, t, checkout } = await startMarketplaceApp(clock, {
    SETTLEMENT_DELAY_DAYS: '7',
    RESERVE_PERCENT: '10',
  }));
});
afterAll(async () => {
  await t.close();
  await server.close();
});

type Proceeds = { carried: boolean; by: string; acquirerPaysOn: string | null; deadline: string };
async function proceedsOf(cookie: string): Promise<Record<string, Proceeds>> {
  const page = await t.app.inject({
    method: 'GET',
    url: '/api/merchant/export-records?month=2026-06',
    headers: { cookie },
  });
  expect(page.statusCode).toBe(200);
  return Object.fromEntries(
    page.json().data.map((r: { paymentId: string; proceeds: Proceeds }) => [r.paymentId, r.proceeds]),
  );
}
const warned = async (paymentId: string) =>
  (
    await t.database.db
      .select()
      .from(exportProceedsWarnings)
      .where(eq(exportProceedsWarnings.paymentId, paymentId))
  ).map((w) => w.daysBefore);
async function iyzicoPaysOn(paymentId: string, day: string) {
  const updated = await t.database.db
    .update(acquirerItemFigures)
    .set({ blockageResolvedDate: day })
    .where(eq(acquirerItemFigures.paymentId, paymentId))
    .returning();
  expect(updated).toHaveLength(2);
}
async function workersAt(at: Date) {
  clock.set(at);
  await settleDuePayments(t.app.ctx);
  await releaseMarketplaceItems(t.app.ctx);
  await releaseMarketplaceReserves(t.app.ctx);
}

describe('the 180-day tracker in marketplace mode', () => {
  it('counts what iyzico paid; shows the day of money released; warns only of money not released', async () => {
    const start = clock.now();
    const sme = await marketplaceMerchant(t);
    const paid = await paidOnIyzicoPage(t, server, checkout, sme.cookie);
    const due = await paidOnIyzicoPage(t, server, checkout, sme.cookie);
    const held = await paidOnIyzicoPage(t, server, checkout, sme.cookie);
    // A dispute keeps the third sale's share from being released (release.ts).
    await t.database.db.insert(disputes).values({
      id: `dp_${randomBytes(6).toString('hex')}`,
      merchantId: sme.merchantId,
      paymentId: held,
      providerDisputeId: `iyz-${randomBytes(6).toString('hex')}`,
      amount: 10_000,
      fee: 0,
      currency: 'EUR',
      reason: 'fraudulent',
      status: 'needs_response',
      evidenceDueBy: new Date(start.getTime() + 200 * DAY),
    });

    // Before release nothing is home, and no payout of Köprü's could say otherwise.
    const before = await proceedsOf(sme.cookie);
    expect(before[paid]).toMatchObject({ carried: false, by: 'acquirer', acquirerPaysOn: null });

    // Shares released after 7 days, reserves after 120 (decision 013).
    await workersAt(new Date(start.getTime() + 8 * DAY));
    await workersAt(new Date(start.getTime() + 121 * DAY));
    // iyzico's payout days as its answers gave them (the contract server dates them from its own
    // clock, not the test's): 8 days after the sale, and for the second sale 20 November, before
    // its deadline.
    await iyzicoPaysOn(paid, '2026-06-10');
    await iyzicoPaysOn(due, '2026-11-20');
    await iyzicoPaysOn(held, '2026-06-10');

    // 30 October: 30 days left.
    clock.set(new Date('2026-10-30T09:00:00Z'));
    const now = await proceedsOf(sme.cookie);
    // The reserve, released on day 121, is the last item iyzico pays: from that Istanbul day.
    expect(now[paid]).toMatchObject({ carried: true, by: 'acquirer', acquirerPaysOn: '2026-10-01' });
    expect(now[due]).toMatchObject({ carried: false, by: 'acquirer', acquirerPaysOn: '2026-11-20' });
    expect(now[held]).toMatchObject({ carried: false, by: 'acquirer', acquirerPaysOn: null });
    await warnProceedsDue(t.app.ctx);
    expect(await warned(paid)).toEqual([]);
    expect(await warned(due)).toEqual([]);
    expect(await warned(held)).toEqual([30]);

    // iyzico's day comes: the second sale is home.
    clock.set(new Date('2026-11-20T09:00:00Z'));
    expect((await proceedsOf(sme.cookie))[due]).toMatchObject({
      carried: true,
      acquirerPaysOn: '2026-11-20',
    });
    await warnProceedsDue(t.app.ctx);
    expect(await warned(due)).toEqual([]);
    expect(await warned(held)).toEqual([30]);
  });

  it('money iyzico will pay only after the deadline is warned of', async () => {
    // Sold on 3 June 2026: the deadline is 30 November.
    clock.set(new Date('2026-06-03T09:00:00Z'));
    const start = clock.now();
    const sme = await marketplaceMerchant(t);
    const late = await paidOnIyzicoPage(t, server, checkout, sme.cookie);
    await workersAt(new Date(start.getTime() + 8 * DAY));
    await workersAt(new Date(start.getTime() + 121 * DAY));
    await iyzicoPaysOn(late, '2026-12-15');
    clock.set(new Date(start.getTime() + 151 * DAY));
    expect((await proceedsOf(sme.cookie))[late]).toMatchObject({
      carried: false,
      acquirerPaysOn: '2026-12-15',
    });
    await warnProceedsDue(t.app.ctx);
    expect(await warned(late)).toEqual([30]);
  });
});
