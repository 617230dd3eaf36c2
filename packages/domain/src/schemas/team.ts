import { z } from 'zod';
import { locales } from '../locale.ts';
import { memberRoles } from '../team.ts';
import { emailSchema, newPasswordSchema } from './auth.ts';
import { isoDateTime, requiredText } from './common.ts';

export const teamMemberSchema = z.object({
  id: z.string(),
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(memberRoles),
  twoFactorEnabled: z.boolean(),
  lastSignInAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(memberRoles),
  expiresAt: isoDateTime,
  createdAt: isoDateTime,
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

export const teamResponse = z.object({
  members: z.array(teamMemberSchema),
  /** Pending invitations only (not accepted, revoked or expired); empty for roles without team.manage. */
  invitations: z.array(teamInvitationSchema),
});
export type TeamResponse = z.infer<typeof teamResponse>;

export const inviteMemberRequest = z.object({
  email: emailSchema,
  role: z.enum(memberRoles, 'validation.required'),
  /** The language of the invitation e-mail (an existing account's own language wins). */
  locale: z.enum(locales).default('en'),
});
export type InviteMemberRequest = z.input<typeof inviteMemberRequest>;

export const changeMemberRoleRequest = z.object({ role: z.enum(memberRoles, 'validation.invalid') });
export type ChangeMemberRoleRequest = z.infer<typeof changeMemberRoleRequest>;

/** What the invitation page shows before it is accepted. */
export const invitationPreviewResponse = z.object({
  companyName: z.string(),
  email: z.string(),
  role: z.enum(memberRoles),
  /** The e-mail already has an account: join by signing in instead of choosing a password. */
  accountExists: z.boolean(),
  expiresAt: isoDateTime,
});
export type InvitationPreview = z.infer<typeof invitationPreviewResponse>;

export const invitationTokenSchema = z.string().min(20).max(200);

export function acceptInvitationSignUpRequestSchema(minPasswordLength?: number) {
  return z.object({
    name: requiredText(120),
    password: newPasswordSchema(minPasswordLength),
    locale: z.enum(locales).default('en'),
  });
}
export const acceptInvitationSignUpRequest = acceptInvitationSignUpRequestSchema();
export type AcceptInvitationSignUpRequest = z.input<typeof acceptInvitationSignUpRequest>;

export const switchMerchantRequest = z.object({ merchantId: z.string().min(1).max(64) });
export type SwitchMerchantRequest = z.infer<typeof switchMerchantRequest>;

export const teamTwoFactorRequest = z.object({ required: z.boolean('validation.invalid') });
export type TeamTwoFactorRequest = z.infer<typeof teamTwoFactorRequest>;
export const teamTwoFactorResponse = z.object({ required: z.boolean() });
