import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { kycSubmissions } from '../../db/schema/kyc-submissions.ts';

/**
 * The kind fields of the merchant's latest approved KYC submission: what iyzico's registration
 * reads (sub-merchants/registration-state.ts) and what an identity change may correct.
 */
export async function findApprovedKindFields(db: Executor, merchantId: string) {
  const [row] = await db
    .select({
      id: kycSubmissions.id,
      legalForm: kycSubmissions.legalForm,
      taxOffice: kycSubmissions.taxOffice,
      holderFirstName: kycSubmissions.holderFirstName,
      holderLastName: kycSubmissions.holderLastName,
    })
    .from(kycSubmissions)
    .where(and(eq(kycSubmissions.merchantId, merchantId), eq(kycSubmissions.status, 'approved')))
    .orderBy(desc(kycSubmissions.reviewedAt), desc(kycSubmissions.id))
    .limit(1);
  return row;
}
