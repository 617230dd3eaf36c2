import { createId, randomBase62 } from '@kopru/domain/ids';
import type { Database } from '../db/client.ts';
import { createAccount } from '../modules/auth/accounts.ts';
import { countUsers } from '../modules/auth/repository.ts';
import { insertSubmission } from '../modules/kyc/repository.ts';
import { insertMerchant } from '../modules/merchants/repository.ts';

export interface DemoAccount {
  label: string;
  email: string;
  password: string;
}

function demoPassword(): string {
  return `${randomBase62(4)}-${randomBase62(4)}-${randomBase62(4)}`;
}

/**
 * On the first start of an empty database: one admin, one verified and one unverified SME,
 * each with a fresh random password. Returns the accounts so the caller can print them once.
 */
export async function seedDemoAccounts(db: Database, now: Date): Promise<DemoAccount[]> {
  if ((await countUsers(db)) > 0) return [];
  const accounts: DemoAccount[] = [
    { label: 'Admin', email: 'admin@kopru.local', password: demoPassword() },
    { label: 'Verified SME', email: 'verified@kopru.local', password: demoPassword() },
    { label: 'Unverified SME', email: 'unverified@kopru.local', password: demoPassword() },
  ];
  const [adminAccount, verified, unverified] = accounts as [DemoAccount, DemoAccount, DemoAccount];
  await db.transaction(async (tx) => {
    const adminUserId = await createAccount(tx, {
      ...adminAccount,
      name: 'Köprü Admin',
      role: 'admin',
      locale: 'en',
      emailConfirmed: true,
    });
    const verifiedUserId = await createAccount(tx, {
      ...verified,
      name: 'Ayşe Yılmaz',
      role: 'sme',
      locale: 'tr',
      emailConfirmed: true,
    });
    const verifiedMerchantId = createId('mer');
    await insertMerchant(tx, {
      id: verifiedMerchantId,
      userId: verifiedUserId,
      companyName: 'Anatolia Textiles Ltd.',
      taxId: '1234567890',
      authPersonName: 'Ayşe Yılmaz',
      verificationStatus: 'verified',
      kycStatus: 'approved',
      verifiedAt: now,
      termsAcceptedAt: now,
      privacyAcceptedAt: now,
    });
    // The approved KYC whose IBANs payouts go to (lira, USD and EUR: GBP goes converted); no document files.
    await insertSubmission(tx, {
      id: createId('kyc'),
      merchantId: verifiedMerchantId,
      businessAddress: 'Organize Sanayi Bölgesi 4. Cadde No: 7, Nilüfer, Bursa',
      taxOffice: 'Nilüfer',
      bankName: 'Türkiye İş Bankası',
      accountNumber: '102003456789',
      iban: 'TR210006400000102003456789',
      ibanUsd: 'TR910006400000102003456790',
      ibanEur: 'TR640006400000102003456791',
      status: 'approved',
      reviewedBy: adminUserId,
      reviewedAt: now,
      submittedAt: now,
    });
    const unverifiedUserId = await createAccount(tx, {
      ...unverified,
      name: 'Mehmet Demir',
      role: 'sme',
      locale: 'en',
      emailConfirmed: true,
    });
    await insertMerchant(tx, {
      id: createId('mer'),
      userId: unverifiedUserId,
      companyName: 'Ege Ceramics',
      taxId: '9876543210',
      authPersonName: 'Mehmet Demir',
      termsAcceptedAt: now,
      privacyAcceptedAt: now,
    });
  });
  return accounts;
}

export function formatDemoAccounts(accounts: DemoAccount[], url: string): string {
  const lines = accounts.map((a) => `  ${a.label.padEnd(15)} ${a.email.padEnd(24)} ${a.password}`);
  return [
    '',
    '  Demo accounts (shown once; change the passwords or remove the accounts before real use):',
    ...lines,
    `  Open ${url}  (admin console: ${url}/admin/)`,
    '',
  ].join('\n');
}
