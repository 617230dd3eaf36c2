import { z } from 'zod';
import { locales } from '../locale.ts';
import { emailSchema, roles, userStatuses } from './auth.ts';
import { isoDateTime, listQuerySchema, listResponseSchema } from './common.ts';

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(roles),
  status: z.enum(userStatuses),
  locale: z.enum(locales),
  lastSignInAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  /** The merchant of an SME account. */
  merchant: z.object({ id: z.string(), companyName: z.string() }).nullable(),
  /** Sign-in is backing off after wrong passwords in a row; an admin can lift it. */
  signInPaused: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListQuery = listQuerySchema.extend({
  /** Part of the e-mail, name or company name. */
  q: z.string().trim().max(200).optional(),
  role: z.enum(roles).optional(),
  status: z.enum(userStatuses).optional(),
});
export type AdminUserListQuery = Partial<z.infer<typeof adminUserListQuery>>;

export const adminUserListResponse = listResponseSchema(adminUserSchema);
export type AdminUserList = z.infer<typeof adminUserListResponse>;

export const userIdParams = z.object({ id: z.string().min(1).max(64) });

/** Invites another admin; the e-mail (in `locale`) carries a link to set a password. */
export const inviteAdminRequest = z.object({
  email: emailSchema,
  locale: z.enum(locales).default('en'),
});
export type InviteAdminRequest = z.input<typeof inviteAdminRequest>;
