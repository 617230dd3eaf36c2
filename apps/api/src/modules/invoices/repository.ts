import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { kycSubmissions } from '../../db/schema/kyc-submissions.ts';
import { merchants } from '../../db/schema/merchants.ts';

/**
 * The seller as its KYC was approved: the merchant's company name and tax number, and the business
 * address and tax office of its newest approved submission (null before any was approved).
 */
export async function findSeller(db: Executor, merchantId: string) {
  const [row] = await db
    .select({
      companyName: merchants.companyName,
      taxId: merchants.taxId,
      address: kycSubmissions.businessAddress,
      taxOffice: kycSubmissions.taxOffice,
    })
    .from(merchants)
    .leftJoin(
      kycSubmissions,
      and(eq(kycSubmissions.merchantId, merchants.id), eq(kycSubmissions.status, 'approved')),
    )
    .where(eq(merchants.id, merchantId))
    .orderBy(desc(kycSubmissions.reviewedAt))
    .limit(1);
  return row;
}
