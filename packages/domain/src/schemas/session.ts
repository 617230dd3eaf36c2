import { z } from 'zod';
import { memberRoles } from '../team.ts';
import { sessionUserSchema } from './auth.ts';
import { merchantProfileSchema } from './merchant.ts';

export const sessionResponse = z.object({
  user: sessionUserSchema,
  merchant: merchantProfileSchema.nullable(),
  /** The user's role in `merchant` (what the console shows follows packages/domain/src/team.ts). */
  memberRole: z.enum(memberRoles).nullable(),
  /** Every merchant the user belongs to (the header's switcher when there are several). */
  memberships: z.array(
    z.object({ merchantId: z.string(), companyName: z.string(), role: z.enum(memberRoles) }),
  ),
});
export type SessionResponse = z.infer<typeof sessionResponse>;

/** Public runtime settings the apps read at start instead of baking them in at build time. */
export const publicConfigResponse = z.object({
  inactivityTimeoutMs: z.number().int().positive(),
  passwordMinLength: z.number().int().positive(),
  /** Admins must keep two-factor sign-in on (REQUIRE_ADMIN_TWO_FACTOR). */
  adminTwoFactorRequired: z.boolean(),
  sandbox: z.boolean(),
  /** Marketplace mode (decision 011): the acquirer pays merchants out; nobody requests a payout. */
  payoutsByAcquirer: z.boolean(),
  checkoutOrigin: z.string(),
  merchantOrigin: z.string(),
  adminOrigin: z.string(),
  supportEmail: z.string(),
  operatorName: z.string(),
  /**
   * The platform's release terms (decision 013): days after a payment before its share is
   * released, the reserve's share of each payment in basis points, and how long it is held. Texts
   * that promise timing say these; an admin may give a merchant its own.
   */
  releaseTerms: z.object({
    releaseDelayDays: z.number().int(),
    reserveBasisPoints: z.number().int(),
    reserveDays: z.number().int(),
  }),
  /** The e-commerce withholding kept of each payment, basis points (decision 015; 100 = 1 %). */
  withholdingBasisPoints: z.number().int(),
});
export type PublicConfig = z.infer<typeof publicConfigResponse>;
