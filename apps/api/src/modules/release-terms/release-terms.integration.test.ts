import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decide,
  disputesOf,
  evidenceForm,
  paidWithDisputeCard,
  runDisputesWorker,
  submitEvidence,
} from '../../../test/dispute-helpers.ts';
import {
  createAdmin,
  createLink,
  createVerifiedMerchant,
  pay,
  type SignedIn,
} from '../../../test/factories.ts';
import { testClock } from '../../../test/payment-helpers.ts';
import { expectLedgerConsistent } from '../../../test/payout-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { merchantBalances } from '../ledger/repository.ts';
import { releaseDueReserves } from '../payments/reserve-release.ts';
import { settleDuePayments } from '../payments/settlement.ts';

/** Platform mode (decision 013): a short release delay, a rolling reserve held for its window. */
describe('release delay and rolling reserve, platform mode', () => {
  let t: TestApp;
  let admin: SignedIn;
  const start = new Date('2026-12-07T10:00:00Z');
  const clock = testClock(start);
  beforeAll(async () => {
    t = await createTestApp({
      clock,
      env: {
        SETTLEMENT_DELAY_DAYS: '7',
        RESERVE_PERCENT: '10',
        RESERVE_DAYS: '120',
        SANDBOX_DISPUTE_AFTER_SECONDS: '60',
      },
    });
    admin = await createAdmin(t.app, t.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  const balancesOf = async (merchantId: string) => {
    const rows = await merchantBalances(t.database.db, merchantId);
    const of = (type: string) =>
      rows.find((row) => row.currency === 'USD' && row.type === type)?.balance ?? 0;
    return {
      pending: of('pending'),
      available: of('available'),
      reserve: of('reserve'),
      owed: Math.abs(of('negative_balance')),
    };
  };
  const releasesOf = async (cookie: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/merchant/releases',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const setTerms = (merchantId: string, payload: Record<string, unknown>, cookie = admin.cookie) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/merchants/${merchantId}/release-terms`,
      headers: { cookie },
      payload,
    });

  it('releases the share after the delay and holds the reserve until its window ends', async () => {
    clock.set(start);
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const merchantId = sme.merchantId ?? '';
    const link = await createLink(t.app, sme.cookie, { amount: 10_000, currency: 'USD' });
    expect((await pay(t.app, link.code)).json().status).toBe('succeeded');
    // 100.00 - 3.20 fee = 96.80 net: 10 % (9.68) held, 87.12 released after 7 days.
    expect(await balancesOf(merchantId)).toEqual({ pending: 8_712, available: 0, reserve: 968, owed: 0 });
    const before = await releasesOf(sme.cookie);
    expect(before.terms).toEqual({
      releaseDelayDays: 7,
      reserveBasisPoints: 1000,
      reserveDays: 120,
      source: 'platform',
    });
    expect(before.held).toEqual([
      {
        currency: 'USD',
        share: 8_712,
        reserve: 968,
        total: 9_680,
        nextReserveReleaseOn: '2027-04-06T10:00:00.000Z',
      },
    ]);
    expect(before.payments).toEqual([
      expect.objectContaining({
        currency: 'USD',
        share: 8_712,
        shareReleaseOn: '2026-12-14T10:00:00.000Z',
        shareReleased: false,
        reserve: 968,
        reserveReleaseOn: '2027-04-06T10:00:00.000Z',
        reserveReleased: false,
        acquirer: null,
      }),
    ]);

    clock.set(new Date('2026-12-14T09:59:00Z'));
    await settleDuePayments(t.app.ctx);
    expect((await balancesOf(merchantId)).pending).toBe(8_712);
    clock.set(new Date('2026-12-14T10:00:00Z'));
    await settleDuePayments(t.app.ctx);
    expect(await balancesOf(merchantId)).toEqual({ pending: 0, available: 8_712, reserve: 968, owed: 0 });
    const released = await releasesOf(sme.cookie);
    expect(released.payments[0]).toMatchObject({ shareReleased: true, reserveReleased: false });
    // Released to the available balance: only the reserve is held now.
    expect(released.held).toEqual([
      expect.objectContaining({ currency: 'USD', share: 0, reserve: 968, total: 968 }),
    ]);

    clock.set(new Date('2027-04-06T09:59:00Z'));
    await releaseDueReserves(t.app.ctx);
    expect((await balancesOf(merchantId)).reserve).toBe(968);
    clock.set(new Date('2027-04-06T10:00:00Z'));
    await releaseDueReserves(t.app.ctx);
    expect(await balancesOf(merchantId)).toEqual({ pending: 0, available: 9_680, reserve: 0, owed: 0 });
    const after = await releasesOf(sme.cookie);
    expect(after.held).toEqual([]);
    expect(after.payments).toEqual([]);
    expect(await releaseDueReserves(t.app.ctx)).toBe(0);
    await expectLedgerConsistent(t.database.db, [merchantId]);
  });

  it("lets an admin set a merchant's own terms with a reason, audited; payments keep the terms they started with", async () => {
    clock.set(start);
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const merchantId = sme.merchantId ?? '';
    const link = await createLink(t.app, sme.cookie, { amount: 10_000, currency: 'USD' });
    await pay(t.app, link.code);

    expect(
      (
        await setTerms(merchantId, {
          terms: { releaseDelayDays: 0, reserveBasisPoints: 500, reserveDays: 30 },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await setTerms(merchantId, {
          terms: { releaseDelayDays: 999, reserveBasisPoints: 500, reserveDays: 30 },
          reason: 'x',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await setTerms(
          merchantId,
          { terms: { releaseDelayDays: 0, reserveBasisPoints: 500, reserveDays: 30 }, reason: 'x' },
          sme.cookie,
        )
      ).statusCode,
    ).toBe(403);
    const set = await setTerms(merchantId, {
      terms: { releaseDelayDays: 0, reserveBasisPoints: 500, reserveDays: 30 },
      reason: 'Known exporter, two years without a chargeback',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      terms: { releaseDelayDays: 0, reserveBasisPoints: 500, reserveDays: 30, source: 'merchant' },
      platform: { releaseDelayDays: 7, reserveBasisPoints: 1000, reserveDays: 120, source: 'platform' },
      reason: 'Known exporter, two years without a chargeback',
      setByEmail: admin.email,
    });
    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit?merchantId=${merchantId}&action=merchant.release_terms_changed`,
      headers: { cookie: admin.cookie },
    });
    expect(audit.json().data).toEqual([
      expect.objectContaining({
        action: 'merchant.release_terms_changed',
        details: {
          before: { releaseDelayDays: 7, reserveBasisPoints: 1000, reserveDays: 120, source: 'platform' },
          after: { releaseDelayDays: 0, reserveBasisPoints: 500, reserveDays: 30, source: 'merchant' },
          reason: 'Known exporter, two years without a chargeback',
        },
      }),
    ]);

    await pay(t.app, link.code);
    // The first payment keeps 7 days and 10 %; the second is available at once with 5 % (4.84) held 30 days.
    expect(await balancesOf(merchantId)).toEqual({
      pending: 8_712,
      available: 9_196,
      reserve: 968 + 484,
      owed: 0,
    });
    const releases = await releasesOf(sme.cookie);
    expect(releases.terms.source).toBe('merchant');
    expect(
      releases.payments.map((p: { reserve: number; reserveReleaseOn: string }) => [
        p.reserve,
        p.reserveReleaseOn,
      ]),
    ).toEqual([
      [968, '2027-04-06T10:00:00.000Z'],
      [484, '2027-01-06T10:00:00.000Z'],
    ]);

    const back = await setTerms(merchantId, { terms: null, reason: 'Back to the platform terms' });
    expect(back.json()).toMatchObject({ terms: { source: 'platform', releaseDelayDays: 7 }, reason: null });
    await expectLedgerConsistent(t.database.db, [merchantId]);
  });

  it('covers a dispute from the reserve when the available balance is short, and gives it back when won', async () => {
    clock.set(start);
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const merchantId = sme.merchantId ?? '';
    await paidWithDisputeCard(t.app, sme.cookie, { amount: 100_000 });
    // 1,000.00: net 970.70, reserve 97.07 held, 873.63 pending; nothing available yet.
    expect(await balancesOf(merchantId)).toEqual({ pending: 87_363, available: 0, reserve: 9_707, owed: 0 });
    clock.advance(61_000);
    await runDisputesWorker(t.app);
    const [dispute] = await disputesOf(t.app, sme.cookie);
    // 1,000.00 + the 15.00 fee: the reserve's 97.07 first, the rest owed.
    expect(await balancesOf(merchantId)).toEqual({
      pending: 87_363,
      available: 0,
      reserve: 0,
      owed: 101_500 - 9_707,
    });
    const disputeId = dispute?.id ?? '';
    await submitEvidence(t.app, sme.cookie, disputeId, evidenceForm('Delivered, signed for.'));
    expect((await decide(t.app, admin.cookie, disputeId, 'won')).statusCode).toBe(200);
    expect(await balancesOf(merchantId)).toEqual({ pending: 87_363, available: 0, reserve: 9_707, owed: 0 });
    await expectLedgerConsistent(t.database.db, [merchantId]);
  });

  it('pays a lost dispute from the reserve, and releases only what is left of it when the windows end', async () => {
    clock.set(start);
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const merchantId = sme.merchantId ?? '';
    const link = await createLink(t.app, sme.cookie, { amount: 10_000, currency: 'USD' });
    await pay(t.app, link.code);
    // 10.00 with the dispute card: fee 0.59, net 9.41, reserve 0.94.
    await paidWithDisputeCard(t.app, sme.cookie, { amount: 1_000 });
    expect(await balancesOf(merchantId)).toEqual({
      pending: 8_712 + 847,
      available: 0,
      reserve: 968 + 94,
      owed: 0,
    });
    clock.advance(61_000);
    await runDisputesWorker(t.app);
    const [dispute] = await disputesOf(t.app, sme.cookie);
    // 10.00 + 15.00 fee: the whole reserve (10.62), the rest (14.38) owed.
    expect(await balancesOf(merchantId)).toEqual({ pending: 9_559, available: 0, reserve: 0, owed: 1_438 });
    expect((await decide(t.app, admin.cookie, dispute?.id ?? '', 'lost')).statusCode).toBe(200);
    clock.set(new Date('2026-12-14T10:00:00Z'));
    await settleDuePayments(t.app.ctx);
    // The released shares repay what is owed first.
    expect(await balancesOf(merchantId)).toEqual({
      pending: 0,
      available: 9_559 - 1_438,
      reserve: 0,
      owed: 0,
    });
    clock.set(new Date('2027-04-06T10:00:00Z'));
    await releaseDueReserves(t.app.ctx);
    expect(await balancesOf(merchantId)).toEqual({ pending: 0, available: 8_121, reserve: 0, owed: 0 });
    expect((await releasesOf(sme.cookie)).payments).toEqual([]);
    await expectLedgerConsistent(t.database.db, [merchantId]);
  });
});
