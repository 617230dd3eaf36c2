import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createKycApprovedMerchant,
  fundMerchant,
  latestEmailTo,
  type SignedIn,
  setMerchantState,
} from '../../../test/factories.ts';
import {
  type AdminPayoutAction,
  cancelPayout,
  decidePayout,
  expectLedgerConsistent,
  ledgerOf,
  requestPayout,
} from '../../../test/payout-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLogs } from '../../db/schema/audit-logs.ts';
import { events } from '../../db/schema/events.ts';
import { ledgerTransactions } from '../../db/schema/ledger-transactions.ts';

let t: TestApp;
let admin: SignedIn;
/** Most tests take payouts from this merchant's large balance and compare balances before and after. */
let shared: Awaited<ReturnType<typeof createKycApprovedMerchant>>;
let tick = 0;
const clock = { now: () => new Date(Date.UTC(2026, 10, 3, 9) + tick++ * 1_000) };

beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await createAdmin(t.app, t.database.db);
  shared = await createKycApprovedMerchant(t.app, t.database.db);
  await fundMerchant(t.app, shared.cookie, { amount: 100_000_000 });
});
afterAll(async () => {
  await t.close();
});

/**
 * One requested payout of `amount`: from the shared merchant, or with `overrides` from a new
 * merchant with 970.70 USD available (a 1,000.00 payment).
 */
async function requested(amount = 40_000, overrides?: Record<string, unknown>) {
  let sme = shared;
  if (overrides) {
    sme = await createKycApprovedMerchant(t.app, t.database.db, overrides);
    await fundMerchant(t.app, sme.cookie, { amount: 100_000 });
  }
  const response = await requestPayout(t.app, sme.cookie, { amount, currency: 'USD' });
  expect(response.statusCode).toBe(201);
  return { sme, payout: response.json() as { id: string; reference: string } };
}

async function approved(amount = 40_000, overrides?: Record<string, unknown>) {
  const setup = await requested(amount, overrides);
  expect((await decidePayout(t.app, admin.cookie, setup.payout.id, 'approve')).statusCode).toBe(200);
  return setup;
}

function list(query = '') {
  return t.app.inject({
    method: 'GET',
    url: `/api/admin/payouts${query}`,
    headers: { cookie: admin.cookie },
  });
}

async function auditOf(payoutId: string, action: string) {
  return t.database.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.targetId, payoutId), eq(auditLogs.action, action)));
}

async function eventTypes(merchantId: string) {
  return (await t.database.db.select().from(events).where(eq(events.merchantId, merchantId))).map(
    (e) => e.type,
  );
}

async function ledgerKinds(payoutId: string) {
  const rows = await t.database.db
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.referenceId, payoutId));
  return rows.map((r) => r.kind).sort();
}

describe('the admin queue', () => {
  it('lists requested and approved payouts oldest first with the merchant and the full IBAN', async () => {
    const first = await requested(10_000, { companyName: 'Birinci Tekstil' });
    const second = await approved(20_000, { companyName: 'İkinci Seramik' });
    const closed = await requested(30_000);
    await cancelPayout(t.app, closed.sme.cookie, closed.payout.id);

    const response = await list();
    expect(response.statusCode).toBe(200);
    const ids = response.json().data.map((p: { id: string }) => p.id);
    expect(ids.indexOf(first.payout.id)).toBeLessThan(ids.indexOf(second.payout.id));
    expect(ids).not.toContain(closed.payout.id);
    const entry = response.json().data.find((p: { id: string }) => p.id === first.payout.id);
    expect(entry).toMatchObject({
      status: 'requested',
      amount: 10_000,
      bankName: 'Ziraat Bankası',
      iban: 'TR060006100519786457841327',
      accountHolder: 'Birinci Tekstil',
      merchant: {
        id: first.sme.merchantId,
        companyName: 'Birinci Tekstil',
        email: first.sme.email,
        suspended: false,
      },
      approvedBy: null,
    });
    expect(response.json().data.find((p: { id: string }) => p.id === second.payout.id).approvedBy).toBe(
      admin.email,
    );

    const history = (await list('?status=closed')).json().data.map((p: { id: string }) => p.id);
    expect(history).toContain(closed.payout.id);
    expect(history).not.toContain(first.payout.id);
    const ofMerchant = (await list(`?status=all&merchantId=${second.sme.merchantId}`)).json().data;
    expect(ofMerchant.map((p: { id: string }) => p.id)).toEqual([second.payout.id]);
    const onlyApproved = (await list('?status=approved')).json().data;
    expect(onlyApproved.every((p: { status: string }) => p.status === 'approved')).toBe(true);
  });

  it('pages through the queue with the cursor', async () => {
    await requested(1_000);
    await requested(1_000);
    const all = (await list('?limit=100')).json().data.map((p: { id: string }) => p.id);
    const firstPage = (await list('?limit=1')).json();
    expect(firstPage.has_more).toBe(true);
    const next = (await list(`?limit=1&starting_after=${firstPage.data[0].id}`)).json();
    expect(next.data[0].id).toBe(all[1]);
    expect((await list('?starting_after=po_missing')).statusCode).toBe(404);
    expect((await list('?status=bogus')).statusCode).toBe(400);
  });

  it('counts open payouts in the admin overview', async () => {
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: { cookie: admin.cookie } })
    ).json().pendingPayouts;
    const { payout } = await requested();
    const overview = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: { cookie: admin.cookie } })
      ).json().pendingPayouts;
    expect(await overview()).toBe(before + 1);
    await decidePayout(t.app, admin.cookie, payout.id, 'approve');
    expect(await overview()).toBe(before + 1);
    await decidePayout(t.app, admin.cookie, payout.id, 'mark-paid');
    expect(await overview()).toBe(before);
  });

  it('is for admins only', async () => {
    const { sme, payout } = await requested();
    for (const response of [
      await t.app.inject({ method: 'GET', url: '/api/admin/payouts', headers: { cookie: sme.cookie } }),
      await decidePayout(t.app, sme.cookie, payout.id, 'approve'),
    ]) {
      expect(response.statusCode).toBe(403);
    }
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: '/api/merchant/payouts',
      headers: { cookie: admin.cookie },
    });
    expect(asAdmin.statusCode).toBe(403);
  });
});

describe('paying a payout', () => {
  it('approves, then marks paid: the reserve moves to payouts_clearing, with audit, events and e-mails', async () => {
    const { sme, payout } = await requested(40_000, { locale: 'tr' });
    const clearingBefore = (await ledgerOf(t.database.db, sme.merchantId)).payoutsClearing;

    const approval = await decidePayout(t.app, admin.cookie, payout.id, 'approve');
    expect(approval.statusCode).toBe(200);
    expect(approval.json()).toMatchObject({ status: 'approved', approvedBy: admin.email, decidedAt: null });
    expect(approval.json().approvedAt).not.toBeNull();
    expect(await ledgerOf(t.database.db, sme.merchantId)).toMatchObject({
      available: 57_070,
      reserved: 40_000,
      payoutsClearing: clearingBefore,
    });
    expect((await auditOf(payout.id, 'payout.approved'))[0]).toMatchObject({
      actorUserId: admin.userId,
      merchantId: sme.merchantId,
      details: { reference: payout.reference, amount: 40_000, currency: 'USD', from: 'requested' },
    });
    const approvedMail = await latestEmailTo(t.database.db, sme.email, 'payoutApproved');
    expect(approvedMail?.subject).toBe(`Para çekme talebiniz onaylandı (${payout.reference})`);

    const paid = await decidePayout(t.app, admin.cookie, payout.id, 'mark-paid', {
      bankReference: ' EFT-778899 ',
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      status: 'paid',
      bankReference: 'EFT-778899',
      decidedBy: admin.email,
    });
    expect(paid.json().paidAt).toBe(paid.json().decidedAt);
    expect(await ledgerOf(t.database.db, sme.merchantId)).toMatchObject({
      available: 57_070,
      reserved: 0,
      payoutsClearing: clearingBefore + 40_000,
    });
    expect(await ledgerKinds(payout.id)).toEqual(['payout_paid', 'payout_request']);
    expect((await auditOf(payout.id, 'payout.paid'))[0]?.details).toMatchObject({
      bankReference: 'EFT-778899',
      from: 'approved',
    });
    expect(await eventTypes(sme.merchantId)).toEqual(
      expect.arrayContaining(['payout.requested', 'payout.approved', 'payout.paid']),
    );
    const paidMail = await latestEmailTo(t.database.db, sme.email, 'payoutPaid');
    expect(paidMail?.textBody).toContain('Banka referansı: EFT-778899');
    await expectLedgerConsistent(t.database.db, [sme.merchantId]);

    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/merchant/payouts/${payout.id}`,
      headers: { cookie: sme.cookie },
    });
    expect(seen.json()).toMatchObject({ status: 'paid', bankReference: 'EFT-778899' });
  });

  it('needs a bank reference to mark a payout paid', async () => {
    const { payout } = await approved();
    for (const body of [{}, { bankReference: '   ' }, { bankReference: 'x'.repeat(101) }]) {
      const response = await decidePayout(t.app, admin.cookie, payout.id, 'mark-paid', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details.issues[0].path).toBe('bankReference');
    }
  });
});

describe('returning the money', () => {
  it.each([
    [
      'rejects a requested payout',
      'requested',
      'reject',
      'payout.rejected',
      'payoutRejected',
      'payout_rejected',
    ],
    [
      'rejects an approved payout',
      'approved',
      'reject',
      'payout.rejected',
      'payoutRejected',
      'payout_rejected',
    ],
    [
      'marks an approved payout failed',
      'approved',
      'mark-failed',
      'payout.failed',
      'payoutFailed',
      'payout_failed',
    ],
  ] as const)(
    '%s: the money returns to available with the reason',
    async (_, start, action, type, template, kind) => {
      const before = await ledgerOf(t.database.db, shared.merchantId);
      const { sme, payout } = start === 'requested' ? await requested() : await approved();
      const reason = 'IBAN belongs to another company';
      const response = await decidePayout(t.app, admin.cookie, payout.id, action, { reason });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        status: action === 'reject' ? 'rejected' : 'failed',
        reason,
        decidedBy: admin.email,
        paidAt: null,
      });
      expect(await ledgerOf(t.database.db, sme.merchantId)).toEqual(before);
      expect(await ledgerKinds(payout.id)).toEqual([kind, 'payout_request'].sort());
      expect((await auditOf(payout.id, type))[0]).toMatchObject({
        actorUserId: admin.userId,
        details: { reason, from: start },
      });
      expect(await eventTypes(sme.merchantId)).toContain(type);
      const mail = await latestEmailTo(t.database.db, sme.email, template);
      expect(mail?.textBody).toContain(`Reason: ${reason}`);
      expect(mail?.textBody).toContain('The amount is back in your available balance');
      await expectLedgerConsistent(t.database.db, [sme.merchantId]);
    },
  );

  it('needs a reason to reject or mark failed', async () => {
    const { payout } = await approved();
    for (const action of ['reject', 'mark-failed'] as const) {
      const response = await decidePayout(t.app, admin.cookie, payout.id, action, { reason: '  ' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details.issues).toEqual([
        { path: 'reason', message: 'validation.required' },
      ]);
    }
  });
});

describe('forbidden transitions', () => {
  const cases: [
    string,
    'requested' | 'approved' | 'paid' | 'rejected' | 'failed' | 'cancelled',
    AdminPayoutAction,
  ][] = [
    ['paying a requested payout that nobody approved', 'requested', 'mark-paid'],
    ['failing a requested payout', 'requested', 'mark-failed'],
    ['approving an approved payout twice', 'approved', 'approve'],
    ['paying a rejected payout', 'rejected', 'mark-paid'],
    ['approving a rejected payout', 'rejected', 'approve'],
    ['rejecting a paid payout', 'paid', 'reject'],
    ['failing a paid payout', 'paid', 'mark-failed'],
    ['paying a paid payout twice', 'paid', 'mark-paid'],
    ['paying a failed payout', 'failed', 'mark-paid'],
    ['rejecting a failed payout', 'failed', 'reject'],
    ['approving a cancelled payout', 'cancelled', 'approve'],
    ['rejecting a cancelled payout', 'cancelled', 'reject'],
  ];

  async function inStatus(status: (typeof cases)[number][1]) {
    if (status === 'requested') return requested();
    const setup = await approved();
    if (status === 'approved') return setup;
    const id = setup.payout.id;
    const [action, who] =
      status === 'paid'
        ? (['mark-paid', admin] as const)
        : status === 'rejected'
          ? (['reject', admin] as const)
          : status === 'failed'
            ? (['mark-failed', admin] as const)
            : (['cancel', setup.sme] as const);
    if (action === 'cancel') {
      // A merchant can only cancel before approval: start over with a requested one.
      const fresh = await requested();
      expect((await cancelPayout(t.app, fresh.sme.cookie, fresh.payout.id)).statusCode).toBe(200);
      return fresh;
    }
    expect((await decidePayout(t.app, who.cookie, id, action)).statusCode).toBe(200);
    return setup;
  }

  it.each(cases)('refuses %s with 409 and moves no money', async (_, status, action) => {
    const { sme, payout } = await inStatus(status);
    const before = await ledgerOf(t.database.db, sme.merchantId);
    const audits = (await t.database.db.select().from(auditLogs).where(eq(auditLogs.targetId, payout.id)))
      .length;
    const response = await decidePayout(t.app, admin.cookie, payout.id, action);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'payout_status_conflict', details: { status } });
    expect(await ledgerOf(t.database.db, sme.merchantId)).toEqual(before);
    expect(
      await t.database.db.select().from(auditLogs).where(eq(auditLogs.targetId, payout.id)),
    ).toHaveLength(audits);
  });

  it('refuses a merchant cancelling a payout an admin already approved', async () => {
    const { sme, payout } = await approved();
    const before = await ledgerOf(t.database.db, sme.merchantId);
    const response = await cancelPayout(t.app, sme.cookie, payout.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'payout_status_conflict',
      details: { status: 'approved' },
    });
    expect(await ledgerOf(t.database.db, sme.merchantId)).toEqual(before);
  });

  it('answers 404 for an unknown payout', async () => {
    expect((await decidePayout(t.app, admin.cookie, 'po_unknown', 'approve')).statusCode).toBe(404);
  });

  it("refuses to approve a suspended merchant's payout but lets the admin reject it", async () => {
    const { sme, payout } = await requested(40_000, {});
    await setMerchantState(t.database.db, sme.merchantId, {
      suspendedAt: new Date(),
      suspensionReason: 'Fraud check',
    });
    const queued = (await list()).json().data.find((p: { id: string }) => p.id === payout.id);
    expect(queued.merchant.suspended).toBe(true);
    const approval = await decidePayout(t.app, admin.cookie, payout.id, 'approve');
    expect(approval.statusCode).toBe(409);
    expect(approval.json().error.code).toBe('merchant_suspended');
    expect((await list()).json().data.find((p: { id: string }) => p.id === payout.id).status).toBe(
      'requested',
    );
    expect((await decidePayout(t.app, admin.cookie, payout.id, 'reject')).statusCode).toBe(200);
    expect(await ledgerOf(t.database.db, sme.merchantId)).toMatchObject({ available: 97_070, reserved: 0 });
  });
});
