import { isValidTurkishIban } from '@kopru/domain/iban';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { kycSubmissions } from '../db/schema/kyc-submissions.ts';
import { merchants } from '../db/schema/merchants.ts';
import { seedDemoAccounts } from './demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('demo accounts', () => {
  it('gives the verified merchant an approved KYC with a valid Turkish IBAN, once', async () => {
    const accounts = await seedDemoAccounts(t.database.db, new Date());
    expect(accounts.map((a) => a.email)).toEqual([
      'admin@kopru.local',
      'verified@kopru.local',
      'unverified@kopru.local',
    ]);
    const rows = await t.database.db
      .select({ merchant: merchants, submission: kycSubmissions })
      .from(kycSubmissions)
      .innerJoin(merchants, eq(merchants.id, kycSubmissions.merchantId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.merchant).toMatchObject({ verificationStatus: 'verified', kycStatus: 'approved' });
    expect(rows[0]?.submission.status).toBe('approved');
    expect(isValidTurkishIban(rows[0]?.submission.iban ?? '')).toBe(true);
    expect(await seedDemoAccounts(t.database.db, new Date())).toEqual([]);
  });
});
