import { z } from 'zod';
import { kycStatuses, verificationStatuses } from '../merchant-status.ts';
import { taxIdSchema } from './auth.ts';
import { requiredText } from './common.ts';

export const merchantProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  companyName: z.string(),
  taxId: z.string(),
  authPersonName: z.string(),
  verificationStatus: z.enum(verificationStatuses),
  kycStatus: z.enum(kycStatuses),
  suspended: z.boolean(),
  /** Every member must use two-factor sign-in to work in this merchant (set by an owner). */
  requireTwoFactor: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type MerchantProfile = z.infer<typeof merchantProfileSchema>;

/** The legal identity on the merchant's row (an admin may edit these directly). */
export const merchantIdentityRequest = z.object({
  companyName: requiredText(200),
  taxId: taxIdSchema,
  authPersonName: requiredText(120),
});

export const updateProfileRequest = merchantIdentityRequest.extend({
  /**
   * What iyzico's registration needs (@kopru/domain/merchant-kind), for a verified merchant only,
   * through the identity-change review: the tax office, a person's names as on the bank account.
   * Absent: unchanged.
   */
  taxOffice: requiredText(80).optional(),
  holderFirstName: requiredText(60).optional(),
  holderLastName: requiredText(60).optional(),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>;
