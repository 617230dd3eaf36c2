import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKycApprovedMerchant, createLink, pay } from '../../../test/factories.ts';
import { expectLedgerConsistent, ledgerOf, requestPayout } from '../../../test/payout-helpers.ts';
import { createTestApp, type TestApp, testDbKind } from '../../../test/test-app.ts';
import { ledgerAccounts } from '../../db/schema/ledger-accounts.ts';
import { ledgerUnappliedCredits } from '../../db/schema/ledger-unapplied-credits.ts';
import { paymentLinks } from '../../db/schema/payment-links.ts';
import { payments } from '../../db/schema/payments.ts';
import { foldLinkCounts } from '../payment-links/repository.ts';
import { foldUnappliedCredits } from './repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const net = 9_680; // of a 100.00 payment

async function shownLink(cookie: string, id: string) {
  return (
    await t.app.inject({ method: 'GET', url: `/api/merchant/payment-links/${id}`, headers: { cookie } })
  ).json();
}

async function completedTransactions(cookie: string): Promise<number> {
  const overview = await t.app.inject({ method: 'GET', url: '/api/merchant/overview', headers: { cookie } });
  return overview.json().completedTransactions;
}

describe('credits folded into balances and link counts', () => {
  it("counts the overview's completed payments the same before and after the fold, links' and others'", async () => {
    const sme = await createKycApprovedMerchant(t.app, t.database.db);
    const first = await createLink(t.app, sme.cookie, { amount: 10_000 });
    const second = await createLink(t.app, sme.cookie, { amount: 10_000 });
    for (const code of [first.code, first.code, second.code])
      expect((await pay(t.app, code)).json().status).toBe('succeeded');
    expect((await pay(t.app, first.code, { cardNumber: '4000000000000002' })).json().status).toBe('failed');
    expect(await completedTransactions(sme.cookie)).toBe(3);

    await foldLinkCounts(t.database.db);
    expect(await completedTransactions(sme.cookie)).toBe(3);

    // A succeeded payment that belongs to no link is counted from the payments themselves.
    const unlinked = (await pay(t.app, second.code)).json();
    await t.database.db
      .update(payments)
      .set({ linkId: null, linkCountPending: false })
      .where(eq(payments.reference, unlinked.transactionId));
    expect(await completedTransactions(sme.cookie)).toBe(4);
  });

  it('shows the same balance and count before and after the fold workers, and stores them in the rows', async () => {
    const sme = await createKycApprovedMerchant(t.app, t.database.db);
    const link = await createLink(t.app, sme.cookie, { amount: 10_000 });
    for (let i = 0; i < 3; i++) expect((await pay(t.app, link.code)).json().status).toBe('succeeded');
    const before = await ledgerOf(t.database.db, sme.merchantId);
    expect(before.available).toBe(3 * net);
    expect((await shownLink(sme.cookie, link.id)).successfulPayments).toBe(3);

    expect(await foldUnappliedCredits(t.database.db)).toBeGreaterThan(0);
    expect(await foldLinkCounts(t.database.db)).toBeGreaterThanOrEqual(3);

    expect(await ledgerOf(t.database.db, sme.merchantId)).toEqual(before);
    expect((await shownLink(sme.cookie, link.id)).successfulPayments).toBe(3);
    const [account] = await t.database.db
      .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.merchantId, sme.merchantId), eq(ledgerAccounts.type, 'available')));
    expect(account?.balance).toBe(3 * net);
    const left = await t.database.db
      .select()
      .from(ledgerUnappliedCredits)
      .where(eq(ledgerUnappliedCredits.accountId, account?.id ?? ''));
    expect(left).toEqual([]);
    const [row] = await t.database.db
      .select({ count: paymentLinks.successfulPayments })
      .from(paymentLinks)
      .where(eq(paymentLinks.id, link.id));
    expect(row?.count).toBe(3);
    await expectLedgerConsistent(t.database.db, [sme.merchantId]);
  });

  it('lets a payout take credits not folded yet, and no more', async () => {
    const sme = await createKycApprovedMerchant(t.app, t.database.db);
    const link = await createLink(t.app, sme.cookie, { amount: 10_000 });
    for (let i = 0; i < 2; i++) expect((await pay(t.app, link.code)).json().status).toBe('succeeded');
    const over = await requestPayout(t.app, sme.cookie, { amount: 2 * net + 1, currency: 'USD' });
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toMatchObject({ code: 'insufficient_balance' });
    const exact = await requestPayout(t.app, sme.cookie, { amount: 2 * net, currency: 'USD' });
    expect(exact.statusCode).toBe(201);
    expect(await ledgerOf(t.database.db, sme.merchantId)).toMatchObject({ available: 0, reserved: 2 * net });
    await expectLedgerConsistent(t.database.db, [sme.merchantId]);
  });
});

// Real parallelism needs PostgreSQL (PGlite runs one statement at a time).
describe.skipIf(testDbKind !== 'postgres')('no hot rows on PostgreSQL', () => {
  it('pays while another session holds the balance row as a debit does and the link row as a payment does', async () => {
    const sme = await createKycApprovedMerchant(t.app, t.database.db);
    const link = await createLink(t.app, sme.cookie, { amount: 10_000 });
    expect((await pay(t.app, link.code)).json().status).toBe('succeeded');
    const holder = new pg.Client({ connectionString: t.databaseUrl });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query(
        `select 1 from ledger_accounts where merchant_id = $1 and type = 'available' for no key update`,
        [sme.merchantId],
      );
      await holder.query('select 1 from payment_links where id = $1 for share', [link.id]);
      const started = Date.now();
      const paid = await pay(t.app, link.code);
      expect(paid.json().status).toBe('succeeded');
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
    expect((await ledgerOf(t.database.db, sme.merchantId)).available).toBe(2 * net);
  });

  it('keeps balance and count exact with 60 parallel payments, payouts and fold passes', async () => {
    const sme = await createKycApprovedMerchant(t.app, t.database.db);
    const link = await createLink(t.app, sme.cookie, { amount: 10_000 });
    const payments = Array.from({ length: 60 }, () => pay(t.app, link.code));
    const payoutAmount = 5 * net;
    const payouts = Array.from({ length: 10 }, () =>
      requestPayout(t.app, sme.cookie, { amount: payoutAmount, currency: 'USD' }),
    );
    const folds = Array.from({ length: 10 }, async () => {
      await foldUnappliedCredits(t.database.db);
      await foldLinkCounts(t.database.db);
    });
    const [paid, requested] = await Promise.all([
      Promise.all(payments),
      Promise.all(payouts),
      Promise.all(folds),
    ]);
    expect(paid.filter((r) => r.json().status !== 'succeeded').map((r) => r.body)).toEqual([]);
    const accepted = requested.filter((r) => r.statusCode === 201).length;
    for (const r of requested) expect([201, 409]).toContain(r.statusCode);
    const ledger = await ledgerOf(t.database.db, sme.merchantId);
    expect(ledger.available).toBe(60 * net - accepted * payoutAmount);
    expect(ledger.reserved).toBe(accepted * payoutAmount);
    expect((await shownLink(sme.cookie, link.id)).successfulPayments).toBe(60);
    await foldUnappliedCredits(t.database.db);
    await foldLinkCounts(t.database.db);
    expect(await ledgerOf(t.database.db, sme.merchantId)).toEqual(ledger);
    expect((await shownLink(sme.cookie, link.id)).successfulPayments).toBe(60);
    await expectLedgerConsistent(t.database.db, [sme.merchantId]);
  }, 60_000);
});
