import { setTimeout as delay } from 'node:timers/promises';
import { and, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { iyzicoCheckout } from '../../../test/iyzico-contract/checkout.ts';
import { type ContractServer, startContractServer } from '../../../test/iyzico-contract/server.ts';
import { approvalsOf, marketplaceMerchant, paidOnIyzicoPage } from '../../../test/marketplace-helpers.ts';
import { testClock } from '../../../test/payment-helpers.ts';
import { refund } from '../../../test/refund-helpers.ts';
import { createTestApp, type TestApp, testDbKind } from '../../../test/test-app.ts';
import { ledgerAccounts } from '../../db/schema/ledger-accounts.ts';
import { marketplaceItems } from '../../db/schema/marketplace-items.ts';
import { refunds } from '../../db/schema/refunds.ts';
import { settleDuePayments } from '../payments/settlement.ts';
import { releaseMarketplaceItems } from './release.ts';
import { claimReleasableItems, requeueRelease } from './release-repository.ts';

/**
 * Marketplace mode: a payment is never refunded once (or while) its share is released to iyzico,
 * and a refund made before the release lowers what is released (release-price.ts, tested in
 * release-partial-refund.integration.test.ts). A claimed item is in flight until iyzico's outcome
 * is recorded, and a refund meanwhile is refused (409 release_in_progress); the refund locks the
 * item's row, so a claim skips an item a refund is being made of (docs/acquirers.md "Refunds
 * after the release").
 */
const DAY = 86_400_000;
const APPROVE = '/payment/iyzipos/item/approve';
/** The 100.00 EUR payment's share (no reserve here), and what is left of it after the 10.00 refund. */
const SHARE = 9_680;
const REST = SHARE - 1_000;
const clock = testClock(new Date('2026-11-02T09:00:00Z'));
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
      IYZICO_TIMEOUT_MS: '3000',
      // The rolling reserve's own item has its tests (reserve-release.integration.test.ts).
      RESERVE_PERCENT: '0',
      SETTLEMENT_DELAY_DAYS: '7',
    },
  });
  checkout = iyzicoCheckout(t, server);
});
afterAll(async () => {
  await t.close();
  await server.close();
});

/** A registered merchant's 100.00 EUR payment, settled and due for release at the clock's new time. */
async function dueForRelease(sme?: Awaited<ReturnType<typeof marketplaceMerchant>>) {
  const merchant = sme ?? (await marketplaceMerchant(t));
  const paymentId = await paidOnIyzicoPage(t, server, checkout, merchant.cookie);
  clock.set(new Date(clock.now().getTime() + 7 * DAY + 60_000));
  await settleDuePayments(t.app.ctx);
  return { sme: merchant, paymentId };
}

const itemOf = async (paymentId: string) =>
  (await t.database.db.select().from(marketplaceItems).where(eq(marketplaceItems.paymentId, paymentId)))[0];
const refundsOf = (paymentId: string) =>
  t.database.db
    .select()
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), inArray(refunds.status, ['pending', 'succeeded'])));
const refundCalls = () =>
  server.calls.filter((c) => c.path.includes('/refund') || c.path.includes('/cancel'));
const refundOf = (cookie: string, paymentId: string) =>
  refund(t.app, cookie, paymentId, { amount: 1_000, reason: 'requested_by_customer' });
/** The item updates iyzico was sent for the payment's item (its price lowered after a refund). */
const updatesOf = async (paymentId: string) => {
  const item = await itemOf(paymentId);
  return server.calls.filter(
    (c) => c.path === '/payment/item' && String(c.body.paymentTransactionId) === item?.paymentTransactionId,
  );
};
const codeOf = (response: Awaited<ReturnType<typeof refund>>) =>
  response.statusCode === 201 ? response.json().status : response.json().error.code;

describe('a refund while the payment is being released to iyzico', () => {
  it('is refused (release_in_progress) while iyzico is approving; the item is released, nothing refunded', async () => {
    const { sme, paymentId } = await dueForRelease();
    const answer = server.holdNextAnswer(APPROVE);
    const pass = releaseMarketplaceItems(t.app.ctx);
    // iyzico has approved and not answered yet.
    await vi.waitFor(() => expect(approvalsOf(server, paymentId)).toHaveLength(1));
    expect((await itemOf(paymentId))?.releaseStartedAt).not.toBeNull();
    const calledBefore = refundCalls().length;

    const refused = await refundOf(sme.cookie, paymentId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('release_in_progress');
    answer();
    await pass;

    expect(await itemOf(paymentId)).toMatchObject({ releasedAt: expect.any(Date), releaseStartedAt: null });
    expect(codeOf(await refundOf(sme.cookie, paymentId))).toBe('refund_after_release');
    expect(await refundsOf(paymentId)).toEqual([]);
    expect(refundCalls()).toHaveLength(calledBefore);
  });

  it('goes through once iyzico refuses the approval, and the item is then released less the refund', async () => {
    const { sme, paymentId } = await dueForRelease();
    server.refuseNextApproval('2003', 'Ödeme kırılımı bulunamadı');
    const answer = server.holdNextAnswer(APPROVE);
    const pass = releaseMarketplaceItems(t.app.ctx);
    await vi.waitFor(() => expect(approvalsOf(server, paymentId)).toHaveLength(1));
    expect(codeOf(await refundOf(sme.cookie, paymentId))).toBe('release_in_progress');
    answer();
    await pass;

    expect(await itemOf(paymentId)).toMatchObject({ releasedAt: null, releaseStartedAt: null });
    expect(codeOf(await refundOf(sme.cookie, paymentId))).toBe('succeeded');
    // An admin's Ask again checks the rules again: iyzico is told the rest, then approves it.
    await requeueRelease(t.database.db, paymentId, clock.now());
    await releaseMarketplaceItems(t.app.ctx);
    expect(await updatesOf(paymentId)).toHaveLength(1);
    expect(approvalsOf(server, paymentId)).toHaveLength(2);
    expect(await itemOf(paymentId)).toMatchObject({ releasedAmount: REST, acquirerSubMerchantPrice: REST });
  });

  it('stays refused after a lost approval answer until iyzico’s outcome is recorded', async () => {
    const { sme, paymentId } = await dueForRelease();
    server.dropNextAnswer(APPROVE);
    await releaseMarketplaceItems(t.app.ctx);
    // iyzico may have approved: still in flight, asked again later.
    expect(await itemOf(paymentId)).toMatchObject({ releasedAt: null, releaseAttempts: 1 });
    expect((await itemOf(paymentId))?.releaseStartedAt).not.toBeNull();
    expect(codeOf(await refundOf(sme.cookie, paymentId))).toBe('release_in_progress');

    clock.set(new Date(clock.now().getTime() + 10 * 60_000));
    await releaseMarketplaceItems(t.app.ctx);
    expect(await itemOf(paymentId)).toMatchObject({ releasedAt: expect.any(Date), releaseStartedAt: null });
    expect(await refundsOf(paymentId)).toEqual([]);
  });

  it('stays refused when a worker stops or dies after its claim; the next pass releases the item', async () => {
    const { sme, paymentId } = await dueForRelease();
    // Shutting down: the claim is given back untouched, still in flight.
    expect(await releaseMarketplaceItems(t.app.ctx, 20, AbortSignal.abort())).toBe(1);
    expect(approvalsOf(server, paymentId)).toHaveLength(0);
    expect((await itemOf(paymentId))?.releaseStartedAt).not.toBeNull();
    expect(codeOf(await refundOf(sme.cookie, paymentId))).toBe('release_in_progress');

    // Dead after its claim: the lease runs out, another pass claims it again.
    expect(await claimReleasableItems(t.database.db, clock.now(), 20, 60_000)).toHaveLength(1);
    expect(codeOf(await refundOf(sme.cookie, paymentId))).toBe('release_in_progress');
    clock.set(new Date(clock.now().getTime() + 2 * 60_000));
    await releaseMarketplaceItems(t.app.ctx);
    expect(await itemOf(paymentId)).toMatchObject({ releasedAt: expect.any(Date), releaseStartedAt: null });
    expect(approvalsOf(server, paymentId)).toHaveLength(1);
  });

  it('made first lowers what is released: iyzico is told the rest before the approval', async () => {
    const { sme, paymentId } = await dueForRelease();
    expect(codeOf(await refundOf(sme.cookie, paymentId))).toBe('succeeded');
    expect(await releaseMarketplaceItems(t.app.ctx)).toBe(1);
    expect((await updatesOf(paymentId)).map((call) => call.body.subMerchantPrice)).toEqual(['86.8']);
    expect(approvalsOf(server, paymentId)).toHaveLength(1);
    expect(await itemOf(paymentId)).toMatchObject({ releasedAmount: REST, releaseStartedAt: null });
  });
});

// Real parallelism needs PostgreSQL (PGlite runs one statement at a time).
describe.skipIf(testDbKind !== 'postgres')('refunds racing the release worker on PostgreSQL', () => {
  it('skips an item whose refund is being made, and releases only the rest once the refund is committed', async () => {
    const { sme, paymentId } = await dueForRelease();
    // Hold the refund's transaction at its last step (the balance), after it locked the item.
    let letRefundCommit = () => {};
    const refundMayCommit = new Promise<void>((resolve) => {
      letRefundCommit = resolve;
    });
    let balanceLocked = () => {};
    const locked = new Promise<void>((resolve) => {
      balanceLocked = resolve;
    });
    const holder = t.database.db.transaction(async (tx) => {
      await tx
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.merchantId, sme.merchantId), eq(ledgerAccounts.type, 'available')))
        .for('update');
      balanceLocked();
      await refundMayCommit;
    });
    await locked;
    const refunding = refundOf(sme.cookie, paymentId);
    const observer = new pg.Client({ connectionString: t.databaseUrl });
    await observer.connect();
    await vi.waitFor(async () => {
      const waiting = await observer.query(
        "select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
      );
      expect(waiting.rowCount).toBeGreaterThan(0);
    });
    await observer.end();

    expect(await releaseMarketplaceItems(t.app.ctx)).toBe(0);
    letRefundCommit();
    await holder;
    expect(codeOf(await refunding)).toBe('succeeded');
    expect(approvalsOf(server, paymentId)).toHaveLength(0);
    expect(await releaseMarketplaceItems(t.app.ctx)).toBe(1);
    expect(await updatesOf(paymentId)).toHaveLength(1);
    expect(approvalsOf(server, paymentId)).toHaveLength(1);
    expect(await itemOf(paymentId)).toMatchObject({ releasedAmount: REST, releaseStartedAt: null });
  });

  it('parallel refunds and release passes: never the whole share released and a refund made (16 rounds)', async () => {
    const sme = await marketplaceMerchant(t);
    for (let round = 0; round < 16; round++) {
      const { paymentId } = await dueForRelease(sme);
      // The pass starts 0-14 ms after the refund request, which does more before its check.
      const [refunded] = await Promise.all([
        refundOf(sme.cookie, paymentId),
        delay((round % 8) * 2).then(() => releaseMarketplaceItems(t.app.ctx)),
      ]);
      const approved = approvalsOf(server, paymentId).length > 0;
      const made = await refundsOf(paymentId);
      const item = await itemOf(paymentId);
      if (approved && made.length > 0) {
        // The refund came first and was made: iyzico was told the rest before approving it.
        expect(codeOf(refunded), `round ${round}`).toBe('succeeded');
        expect(await updatesOf(paymentId), `round ${round}`).toHaveLength(1);
        expect(item?.releasedAmount, `round ${round}`).toBe(REST);
      } else if (approved) {
        expect(item?.releasedAmount).toBe(SHARE);
        expect(['release_in_progress', 'refund_after_release']).toContain(codeOf(refunded));
      } else {
        expect(codeOf(refunded)).toBe('succeeded');
        expect(item).toMatchObject({ releasedAt: null, releaseStartedAt: null });
      }
    }
  });
});
