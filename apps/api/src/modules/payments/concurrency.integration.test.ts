import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLink, createVerifiedMerchant, pay } from '../../../test/factories.ts';
import { createTestApp, type TestApp, testDbKind } from '../../../test/test-app.ts';
import { ledgerTransactions } from '../../db/schema/ledger-transactions.ts';
import { payments } from '../../db/schema/payments.ts';

// Real parallelism needs PostgreSQL (PGlite runs one statement at a time).
describe.skipIf(testDbKind !== 'postgres')('concurrent payments on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates exactly one payment and one ledger transaction for 20 parallel requests with one key', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    for (let round = 0; round < 5; round++) {
      const link = await createLink(t.app, sme.cookie);
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => pay(t.app, link.code, {}, `same-key-${round}`)),
      );
      const statuses = responses.map((r) => r.statusCode);
      expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
      const ids = new Set(responses.filter((r) => r.statusCode === 200).map((r) => r.json().transactionId));
      expect(ids.size).toBe(1);
      const rows = await t.database.db.select().from(payments).where(eq(payments.linkId, link.id));
      expect(rows).toHaveLength(1);
      const postings = await t.database.db
        .select()
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.referenceId, rows[0]?.id ?? ''));
      expect(postings).toHaveLength(1);
    }
  });

  it('keeps the balance exact under 40 parallel payments with different keys', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const link = await createLink(t.app, sme.cookie, { amount: 10_000 });
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => pay(t.app, link.code, {}, `parallel-${i}`)),
    );
    expect(responses.every((r) => r.json().status === 'succeeded')).toBe(true);
    const overview = (
      await t.app.inject({ method: 'GET', url: '/api/merchant/overview', headers: { cookie: sme.cookie } })
    ).json();
    expect(overview.balances[0].available).toBe(40 * 9_680);
    const linkAfter = (
      await t.app.inject({
        method: 'GET',
        url: `/api/merchant/payment-links/${link.id}`,
        headers: { cookie: sme.cookie },
      })
    ).json();
    expect(linkAfter.successfulPayments).toBe(40);
  });
});
