import type { MerchantProfile } from '@kopru/domain/schemas/merchant';
import type { MerchantRow } from '../../db/schema/merchants.ts';

/** The merchant as the API shows it to its owner and to admins. */
export function toMerchantProfile(merchant: MerchantRow, email: string): MerchantProfile {
  return {
    id: merchant.id,
    email,
    companyName: merchant.companyName,
    taxId: merchant.taxId,
    authPersonName: merchant.authPersonName,
    verificationStatus: merchant.verificationStatus,
    kycStatus: merchant.kycStatus,
    suspended: merchant.suspendedAt !== null,
    requireTwoFactor: merchant.requireTwoFactor,
    createdAt: merchant.createdAt.toISOString(),
  };
}
