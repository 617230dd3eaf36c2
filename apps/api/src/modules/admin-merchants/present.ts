import { merchantStatusOf } from '@kopru/domain/merchant-status';
import type { AdminMerchant } from '@kopru/domain/schemas/admin-merchants';
import type { MerchantRow } from '../../db/schema/merchants.ts';
import { toMerchantProfile } from '../merchants/profile.ts';

/** The merchant as admins see it: profile, derived status and suspension. */
export function toAdminMerchant(merchant: MerchantRow, email: string): AdminMerchant {
  const profile = toMerchantProfile(merchant, email);
  return {
    ...profile,
    status: merchantStatusOf(profile),
    suspendedAt: merchant.suspendedAt?.toISOString() ?? null,
    suspensionReason: merchant.suspensionReason,
    verifiedAt: merchant.verifiedAt?.toISOString() ?? null,
    updatedAt: merchant.updatedAt.toISOString(),
  };
}
