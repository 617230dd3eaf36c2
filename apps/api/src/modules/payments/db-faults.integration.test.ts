import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLink, createVerifiedMerchant, pay } from '../../../test/factories.ts';
import { createTestApp, type TestApp, testDbKind } from '../../../test/test-app.ts';
import { ledgerAccounts } from '../../db/schema/ledger-accounts.ts';
import { payments } from '../../db/schema/payments.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe.skipIf(testDbKind !== 'postgres')('a payment whose outcome meets a database fault', () => {
  it('answers 503, then processing to its retry, and is stored from the background once the lock is gone', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const link = await createLink(t.app, sme.cookie, { amount: 2_000 });
    expect((await pay(t.app, link.code)).statusCode).toBe(200);
    const [balance] = await t.database.db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.merchantId, sme.merchantId ?? ''), eq(ledgerAccounts.type, 'available')));

    // Another session holds the merchant's balance row, which recording a success updates.
    const holder = new pg.Client({ connectionString: t.databaseUrl });
    await holder.connect();
    await holder.query('begin');
    await holder.query('select * from ledger_accounts where id = $1 for update', [balance?.id]);
    const first = await pay(t.app, link.code, {}, 'held-key');
    expect(first.statusCode).toBe(503);
    expect(first.json().error.code).toBe('service_unavailable');
    expect(first.headers['retry-after']).toBe('2');
    const retry = await pay(t.app, link.code, {}, 'held-key');
    expect(retry.statusCode).toBe(200);
    expect(retry.json().status).toBe('processing');

    await holder.query('commit');
    await holder.end();
    const deadline = Date.now() + 5_000;
    let status = 'processing';
    while (status === 'processing' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await pay(t.app, link.code, {}, 'held-key')).json().status;
    }
    expect(status).toBe('succeeded');
    const rows = await t.database.db.select().from(payments).where(eq(payments.linkId, link.id));
    expect(rows.map((row) => row.status).sort()).toEqual(['succeeded', 'succeeded']);
  }, 30_000);
});
