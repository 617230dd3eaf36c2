import { z } from 'zod';
import { locales } from '../locale.ts';
import { merchantStatuses } from '../merchant-status.ts';
import { userStatuses } from './auth.ts';
import { isoDateTime, listQuerySchema, listResponseSchema } from './common.ts';
import { merchantIdentityRequest, merchantProfileSchema } from './merchant.ts';
import { teamMemberSchema } from './team.ts';

/** A merchant as admins see it: the profile plus its derived status and suspension. */
export const adminMerchantSchema = merchantProfileSchema.extend({
  status: z.enum(merchantStatuses),
  suspendedAt: isoDateTime.nullable(),
  suspensionReason: z.string().nullable(),
  verifiedAt: isoDateTime.nullable(),
  updatedAt: isoDateTime,
});
export type AdminMerchant = z.infer<typeof adminMerchantSchema>;

export const adminMerchantListQuery = listQuerySchema.extend({
  /** Part of the company name, e-mail or tax ID; case- and Turkish-letter-insensitive. */
  q: z.string().trim().max(200).optional(),
  status: z.enum(merchantStatuses).optional(),
});
export type AdminMerchantListQuery = Partial<z.infer<typeof adminMerchantListQuery>>;

export const adminMerchantListResponse = listResponseSchema(adminMerchantSchema);
export type AdminMerchantList = z.infer<typeof adminMerchantListResponse>;

export const merchantIdParams = z.object({ id: z.string().min(1).max(64) });

/**
 * The merchant page. Each feature adds its own section to the page from its own endpoint;
 * `counts` grows with them (payment links, payments, payouts).
 */
export const adminMerchantDetailResponse = z.object({
  merchant: adminMerchantSchema,
  user: z.object({
    id: z.string(),
    email: z.string(),
    status: z.enum(userStatuses),
    locale: z.enum(locales),
    lastSignInAt: isoDateTime.nullable(),
    createdAt: isoDateTime,
    /** The account holder has proven the address (its link, an invitation, a reset, or an admin). */
    emailConfirmed: z.boolean(),
  }),
  counts: z.object({
    activeSessions: z.number().int(),
    auditEntries: z.number().int(),
  }),
  /** The merchant's team (the account holder is among them, usually as owner). */
  members: z.array(teamMemberSchema),
});
export type AdminMerchantDetail = z.infer<typeof adminMerchantDetailResponse>;

/** Admin edit of the merchant's identity; only the fields sent are changed. */
export const adminUpdateMerchantRequest = merchantIdentityRequest.partial();
export type AdminUpdateMerchantRequest = z.infer<typeof adminUpdateMerchantRequest>;

export const suspendMerchantRequest = z.object({
  reason: z.string('validation.required').trim().min(1, 'validation.required').max(500, 'validation.tooLong'),
});
export type SuspendMerchantRequest = z.infer<typeof suspendMerchantRequest>;

export const unsuspendMerchantRequest = z.object({
  reason: z.string().trim().max(500, 'validation.tooLong').optional(),
});
export type UnsuspendMerchantRequest = z.infer<typeof unsuspendMerchantRequest>;
