/** The state of a merchant's latest KYC submission, stored. */
export const kycStatuses = ['not_submitted', 'pending', 'approved', 'rejected'] as const;
export type KycStatus = (typeof kycStatuses)[number];

/** Whether a merchant is verified (a KYC submission was approved), stored. */
export const verificationStatuses = ['unverified', 'verified'] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];

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
