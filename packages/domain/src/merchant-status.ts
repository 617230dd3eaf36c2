import type { KycStatus, VerificationStatus } from './schemas/merchant.ts';

/** What admins see as a merchant's status; derived, never stored. */
export const merchantStatuses = ['unverified', 'pending', 'verified', 'rejected', 'suspended'] as const;
export type MerchantStatus = (typeof merchantStatuses)[number];

/**
 * Suspension outranks everything, then verification, then the state of the latest KYC
 * submission: suspended > verified > pending > rejected > unverified.
 */
export function merchantStatusOf(merchant: {
  suspended: boolean;
  verificationStatus: VerificationStatus;
  kycStatus: KycStatus;
}): MerchantStatus {
  if (merchant.suspended) return 'suspended';
  if (merchant.verificationStatus === 'verified') return 'verified';
  if (merchant.kycStatus === 'pending') return 'pending';
  if (merchant.kycStatus === 'rejected') return 'rejected';
  return 'unverified';
}
