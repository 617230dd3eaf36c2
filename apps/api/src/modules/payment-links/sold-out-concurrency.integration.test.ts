import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLink, createVerifiedMerchant, testCard } from '../../../test/factories.ts';
import { createTestApp, type TestApp, testDbKind } from '../../../test/test-app.ts';
import { payments } from '../../db/schema/payments.ts';

// Real parallelism needs PostgreSQL (PGlite runs one statement at a time).
describe.skipIf(testDbKind !== 'postgres')('a maximum of successful payments under parallel payers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets exactly 3 of 10 parallel payers pay a link with a maximum of 3', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    for (let round = 0; round < 3; round++) {
      const link = await createLink(t.app, sme.cookie, { maxPayments: 3 });
      const responses = await Promise.all(
        Array.from({ length: 10 }, () =>
          t.app.inject({
            method: 'POST',
            url: `/api/public/links/${link.code}/payments`,
            headers: { 'idempotency-key': randomBytes(8).toString('hex') },
            payload: testCard,
          }),
        ),
      );
      const succeeded = responses.filter((r) => r.statusCode === 200 && r.json().status === 'succeeded');
      expect(succeeded).toHaveLength(3);
      expect(responses.filter((r) => r.statusCode === 404)).toHaveLength(7);
      const rows = await t.database.db.select().from(payments).where(eq(payments.linkId, link.id));
      expect(rows.filter((row) => row.status === 'succeeded')).toHaveLength(3);
      const shown = await t.app.inject({
        method: 'GET',
        url: `/api/merchant/payment-links/${link.id}`,
        headers: { cookie: sme.cookie },
      });
      expect(shown.json()).toMatchObject({ successfulPayments: 3, status: 'sold_out' });
    }
  });
});
