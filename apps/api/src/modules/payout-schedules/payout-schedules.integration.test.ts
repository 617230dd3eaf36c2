import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createKycApprovedMerchant,
  fundMerchant,
  type SignedIn,
  setMerchantState,
} from '../../../test/factories.ts';
import { testClock } from '../../../test/payment-helpers.ts';
import { expectLedgerConsistent, ledgerOf } from '../../../test/payout-helpers.ts';
import { addMember } from '../../../test/team-helpers.ts';
import { createTestApp, type TestApp, testDbKind } from '../../../test/test-app.ts';
import type { AppContext } from '../../context.ts';
import { auditLogs } from '../../db/schema/audit-logs.ts';
import { emails } from '../../db/schema/emails.ts';
import { ledgerEntries } from '../../db/schema/ledger-entries.ts';
import { ledgerTransactions } from '../../db/schema/ledger-transactions.ts';
import { payoutScheduleRuns } from '../../db/schema/payout-schedule-runs.ts';
import { payouts } from '../../db/schema/payouts.ts';
import { runPayoutSchedules } from './worker.ts';

let t: TestApp;
let admin: SignedIn;
// Thursday 26 November 2026, 12:00 in Istanbul.
const clock = testClock(new Date('2026-11-26T09:00:00Z'));

beforeAll(async () => {
  t = await createTestApp({
    clock,
    env: { FX_SPREAD_PERCENT: '1.0', FX_QUOTE_TTL_SECONDS: '60', FX_CONVERSION_FEE_MINOR: '2500' },
  });
  admin = await createAdmin(t.app, t.database.db);
  const entered = await t.app.inject({
    method: 'POST',
    url: '/api/admin/exchange-rates',
    headers: { cookie: admin.cookie },
    payload: { currency: 'USD', rate: '42.4415' },
  });
  expect(entered.statusCode).toBe(201);
});
afterAll(async () => {
  await t.close();
});

const daily = { frequency: 'daily', weekday: null, dayOfMonth: null, minimumAmount: 5_000, target: 'same' };

function putSchedule(cookie: string, currency: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/merchant/payout-schedules/${currency}`,
    headers: { cookie },
    payload: body,
  });
}

function getSchedules(cookie: string) {
  return t.app.inject({ method: 'GET', url: '/api/merchant/payout-schedules', headers: { cookie } });
}

async function payoutsOf(merchantId: string) {
  return t.database.db.select().from(payouts).where(eq(payouts.merchantId, merchantId));
}

async function runsOf(merchantId: string) {
  return t.database.db.select().from(payoutScheduleRuns).where(eq(payoutScheduleRuns.merchantId, merchantId));
}

async function fundedMerchant(amount = 200_000) {
  const sme = await createKycApprovedMerchant(t.app, t.database.db);
  const net = await fundMerchant(t.app, sme.cookie, { amount });
  return { ...sme, net };
}

describe('automatic payout schedules', () => {
  it('are off for every balance currency until set, and say the next run day once set (a field of another frequency left out)', async () => {
    const sme = await createKycApprovedMerchant(t.app, t.database.db);
    const before = await getSchedules(sme.cookie);
    expect(before.statusCode).toBe(200);
    expect(
      before.json().schedules.map((s: { currency: string; frequency: string }) => [s.currency, s.frequency]),
    ).toEqual([
      ['USD', 'off'],
      ['EUR', 'off'],
      ['GBP', 'off'],
    ]);
    const saved = await putSchedule(sme.cookie, 'EUR', {
      frequency: 'weekly',
      weekday: 1,
      minimumAmount: 10_000,
      target: 'TRY',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      currency: 'EUR',
      frequency: 'weekly',
      weekday: 1,
      dayOfMonth: null,
      nextRunDay: '2026-11-30',
      lastRun: null,
    });
    const audit = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.merchantId, sme.merchantId), eq(auditLogs.action, 'payout_schedule.updated')));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.details).toMatchObject({ currency: 'EUR', frequency: 'weekly', minimumAmount: 10_000 });
  });

  it('refuses invalid settings: a weekday without weekly, a day past the 28th, a minimum below the minimum payout, an unknown currency', async () => {
    const sme = await createKycApprovedMerchant(t.app, t.database.db);
    for (const body of [
      { ...daily, weekday: 3 },
      { ...daily, frequency: 'monthly', dayOfMonth: 29 },
      { ...daily, frequency: 'weekly', weekday: null },
      { ...daily, minimumAmount: 999 },
      { ...daily, minimumAmount: 12.5 },
      { ...daily, target: 'EUR' },
    ]) {
      const refused = await putSchedule(sme.cookie, 'USD', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await putSchedule(sme.cookie, 'TRY', daily)).statusCode).toBe(400);
  });

  it('in the currency itself needs that currency’s IBAN', async () => {
    const sme = await createKycApprovedMerchant(t.app, t.database.db, {}, { ibanUsd: '' });
    const refused = await putSchedule(sme.cookie, 'USD', daily);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('payout_account_missing_currency');
    expect((await putSchedule(sme.cookie, 'USD', { ...daily, target: 'TRY' })).statusCode).toBe(200);
  });

  it('are the merchant’s own: reading and changing need the payout permissions', async () => {
    const sme = await createKycApprovedMerchant(t.app, t.database.db);
    const other = await createKycApprovedMerchant(t.app, t.database.db);
    expect((await putSchedule(other.cookie, 'USD', { ...daily, minimumAmount: 7_000 })).statusCode).toBe(200);
    expect((await putSchedule(sme.cookie, 'USD', daily)).statusCode).toBe(200);
    const mine = (await getSchedules(sme.cookie)).json().schedules[0];
    expect(mine.minimumAmount).toBe(5_000);
    const theirs = (await getSchedules(other.cookie)).json().schedules[0];
    expect(theirs.minimumAmount).toBe(7_000);

    const viewer = await addMember(t.app, t.database.db, sme.merchantId, 'viewer');
    expect((await getSchedules(viewer.cookie)).statusCode).toBe(200);
    const refused = await putSchedule(viewer.cookie, 'USD', { ...daily, minimumAmount: 9_000 });
    expect(refused.statusCode).toBe(403);
    const developer = await addMember(t.app, t.database.db, sme.merchantId, 'developer');
    expect((await getSchedules(developer.cookie)).statusCode).toBe(403);
    const finance = await addMember(t.app, t.database.db, sme.merchantId, 'finance');
    expect((await putSchedule(finance.cookie, 'USD', { ...daily, minimumAmount: 6_000 })).statusCode).toBe(
      200,
    );
    expect((await getSchedules(sme.cookie)).json().schedules[0].minimumAmount).toBe(6_000);
    expect((await getSchedules('')).statusCode).toBe(401);
  });

  it('request the whole available balance once per period, through the admin review flow, however many workers run', async () => {
    const sme = await fundedMerchant();
    expect((await putSchedule(sme.cookie, 'USD', daily)).statusCode).toBe(200);
    await Promise.all([runPayoutSchedules(t.app.ctx), runPayoutSchedules(t.app.ctx)]);
    await runPayoutSchedules(t.app.ctx);
    const created = await payoutsOf(sme.merchantId);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      amount: sme.net,
      currency: 'USD',
      status: 'requested',
      source: 'schedule',
    });
    expect(await ledgerOf(t.database.db, sme.merchantId)).toMatchObject({ available: 0, reserved: sme.net });
    const [run] = await runsOf(sme.merchantId);
    expect(run).toMatchObject({ period: '2026-11-26', status: 'created', payoutId: created[0]?.id });
    // The merchant hears of it like of a hand request, and sees it as automatic.
    const requestedEmails = await t.database.db
      .select()
      .from(emails)
      .where(and(eq(emails.toAddress, sme.email), eq(emails.template, 'payoutRequested')));
    expect(requestedEmails).toHaveLength(1);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/merchant/payouts',
      headers: { cookie: sme.cookie },
    });
    expect(listed.json().data[0]).toMatchObject({ source: 'schedule' });
    const view = (await getSchedules(sme.cookie)).json().schedules[0];
    expect(view).toMatchObject({ nextRunDay: '2026-11-27', lastRun: { status: 'created', amount: sme.net } });
    // The admin approves it as any other.
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payouts/${created[0]?.id}/approve`,
      headers: { cookie: admin.cookie },
    });
    expect(approved.statusCode).toBe(200);
    await expectLedgerConsistent(t.database.db, [sme.merchantId]);
  });

  it('skip a period below the minimum once, say so, and try the next period', async () => {
    const sme = await fundedMerchant(3_000);
    expect((await putSchedule(sme.cookie, 'USD', daily)).statusCode).toBe(200);
    await runPayoutSchedules(t.app.ctx);
    await fundMerchant(t.app, sme.cookie, { amount: 10_000 });
    await runPayoutSchedules(t.app.ctx);
    expect(await payoutsOf(sme.merchantId)).toHaveLength(0);
    const view = (await getSchedules(sme.cookie)).json().schedules[0];
    expect(view.lastRun).toMatchObject({
      period: '2026-11-26',
      status: 'skipped',
      reason: 'below_minimum',
      amount: sme.net,
    });
    clock.advance(24 * 3600_000);
    try {
      await runPayoutSchedules(t.app.ctx);
      expect(await payoutsOf(sme.merchantId)).toHaveLength(1);
    } finally {
      clock.advance(-24 * 3600_000);
    }
  });

  it('skip a suspended merchant or one whose KYC is no longer approved, with the reason', async () => {
    const suspended = await fundedMerchant();
    expect((await putSchedule(suspended.cookie, 'USD', daily)).statusCode).toBe(200);
    await setMerchantState(t.database.db, suspended.merchantId, {
      suspendedAt: clock.now(),
      suspensionReason: 'test',
    });
    const unverified = await fundedMerchant();
    expect((await putSchedule(unverified.cookie, 'USD', daily)).statusCode).toBe(200);
    await setMerchantState(t.database.db, unverified.merchantId, { verificationStatus: 'unverified' });
    await runPayoutSchedules(t.app.ctx);
    expect(await payoutsOf(suspended.merchantId)).toHaveLength(0);
    expect(await payoutsOf(unverified.merchantId)).toHaveLength(0);
    expect((await runsOf(suspended.merchantId))[0]).toMatchObject({
      status: 'skipped',
      reason: 'account_suspended',
    });
    expect((await runsOf(unverified.merchantId))[0]).toMatchObject({
      status: 'skipped',
      reason: 'kyc_required',
    });
  });

  it('are not made twice after a worker fails halfway through a period', async () => {
    const sme = await fundedMerchant();
    expect((await putSchedule(sme.cookie, 'USD', daily)).statusCode).toBe(200);
    // A pass that dies inside the payout's transaction (its clock fails after the first reading).
    let readings = 0;
    const failing: AppContext = {
      ...t.app.ctx,
      clock: {
        now: () => {
          readings += 1;
          if (readings > 1) throw new Error('worker died');
          return clock.now();
        },
      },
    };
    await expect(runPayoutSchedules(failing)).rejects.toThrow('worker died');
    expect(await payoutsOf(sme.merchantId)).toHaveLength(0);
    expect(await runsOf(sme.merchantId)).toHaveLength(0);
    // The restarted worker makes the period's one payout; later passes that day make none.
    await runPayoutSchedules(t.app.ctx);
    clock.advance(3600_000);
    try {
      await runPayoutSchedules(t.app.ctx);
    } finally {
      clock.advance(-3600_000);
    }
    expect(await payoutsOf(sme.merchantId)).toHaveLength(1);
    await expectLedgerConsistent(t.database.db, [sme.merchantId]);
  });

  it('converted to lira take a fresh quote themselves, and the conversion sums to zero per currency', async () => {
    const sme = await fundedMerchant();
    expect((await putSchedule(sme.cookie, 'USD', { ...daily, target: 'TRY' })).statusCode).toBe(200);
    await runPayoutSchedules(t.app.ctx);
    const [payout] = await payoutsOf(sme.merchantId);
    expect(payout).toMatchObject({
      amount: sme.net,
      payoutCurrency: 'TRY',
      source: 'schedule',
      fxReferenceRate: '42.441500',
      fxSpreadBasisPoints: 100,
      fxFeeMinor: 2_500,
    });
    expect(payout?.quoteId).toBeTruthy();
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, payout?.id ?? ''), eq(auditLogs.action, 'payout.requested')));
    expect(audit).toMatchObject({
      actorUserId: null,
      details: { source: 'schedule', rateAcceptedAutomatically: true },
    });
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payouts/${payout?.id}/approve`,
      headers: { cookie: admin.cookie },
    });
    expect(approved.statusCode).toBe(200);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payouts/${payout?.id}/mark-paid`,
      headers: { cookie: admin.cookie },
      payload: { bankReference: 'TRX-2026-000042' },
    });
    expect(paid.statusCode).toBe(200);
    const transactions = await t.database.db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.referenceId, payout?.id ?? ''));
    expect(transactions.length).toBeGreaterThan(0);
    for (const { id } of transactions) {
      const lines = await t.database.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.transactionId, id));
      const perCurrency = new Map<string, number>();
      for (const line of lines)
        perCurrency.set(line.currency, (perCurrency.get(line.currency) ?? 0) + line.amount);
      for (const sum of perCurrency.values()) expect(sum).toBe(0);
    }
    await expectLedgerConsistent(t.database.db, [sme.merchantId]);
  });
});

// Real parallelism needs PostgreSQL (PGlite runs one statement at a time).
describe.skipIf(testDbKind !== 'postgres')('automatic payouts with workers in parallel on PostgreSQL', () => {
  it('make exactly one payout per merchant and period with four passes at once', async () => {
    const merchants = [];
    for (let i = 0; i < 4; i++) merchants.push(await fundedMerchant());
    for (const sme of merchants) expect((await putSchedule(sme.cookie, 'USD', daily)).statusCode).toBe(200);
    await Promise.all(Array.from({ length: 4 }, () => runPayoutSchedules(t.app.ctx)));
    for (const sme of merchants) {
      expect(await payoutsOf(sme.merchantId)).toHaveLength(1);
      expect(await runsOf(sme.merchantId)).toHaveLength(1);
    }
    await expectLedgerConsistent(
      t.database.db,
      merchants.map((sme) => sme.merchantId),
    );
  });
});
