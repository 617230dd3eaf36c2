import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH_DEFAULT } from '../constants.ts';
import { locales } from '../locale.ts';
import { isCommonPassword } from '../password.ts';
import { requiredText } from './common.ts';

export const roles = ['sme', 'admin'] as const;
export type Role = (typeof roles)[number];

export const userStatuses = ['active', 'suspended', 'deactivated'] as const;
export type UserStatus = (typeof userStatuses)[number];

export const emailSchema = z
  .string('validation.required')
  .trim()
  .toLowerCase()
  .min(1, 'validation.required')
  .max(254, 'validation.tooLong')
  .email('validation.email');

/** A new password: long enough, not too long, not one of the most common ones. */
export function newPasswordSchema(
  minLength = PASSWORD_MIN_LENGTH_DEFAULT,
  requiredMessage = 'validation.required',
) {
  return z
    .string(requiredMessage)
    .min(1, requiredMessage)
    .min(minLength, 'validation.passwordMin')
    .max(PASSWORD_MAX_LENGTH, 'validation.tooLong')
    .refine((value) => !isCommonPassword(value), 'validation.passwordCommon');
}

export const taxIdSchema = z
  .string('validation.fillRequired')
  .trim()
  .min(1, 'validation.fillRequired')
  .regex(/^\d{10,11}$/, 'validation.taxId');

export function registerRequestSchema(minPasswordLength = PASSWORD_MIN_LENGTH_DEFAULT) {
  return z.object({
    email: z
      .string('validation.fillRequired')
      .trim()
      .toLowerCase()
      .min(1, 'validation.fillRequired')
      .max(254, 'validation.tooLong')
      .email('validation.email'),
    password: newPasswordSchema(minPasswordLength, 'validation.fillRequired'),
    companyName: requiredText(200, 'validation.fillRequired'),
    taxId: taxIdSchema,
    authPersonName: requiredText(120, 'validation.fillRequired'),
    acceptTerms: z.literal(true, 'validation.acceptTerms'),
    acceptPrivacy: z.literal(true, 'validation.acceptTerms'),
    locale: z.enum(locales).default('en'),
  });
}
export const registerRequest = registerRequestSchema();
export type RegisterRequest = z.input<typeof registerRequest>;

export const signInRequest = z.object({
  email: z
    .string('validation.credentialsRequired')
    .trim()
    .toLowerCase()
    .min(1, 'validation.credentialsRequired'),
  password: z.string('validation.credentialsRequired').min(1, 'validation.credentialsRequired'),
});
export type SignInRequest = z.infer<typeof signInRequest>;

export const forgotPasswordRequest = z.object({
  email: emailSchema,
  locale: z.enum(locales).optional(),
});
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequest>;

/** The token of an e-mail confirmation link (/confirm-email?token=…). */
export const confirmEmailRequest = z.object({
  token: z.string('validation.required').min(1, 'validation.required').max(2000),
});
export type ConfirmEmailRequest = z.infer<typeof confirmEmailRequest>;

export function resetPasswordRequestSchema(minPasswordLength = PASSWORD_MIN_LENGTH_DEFAULT) {
  return z.object({
    token: z.string('validation.invalidResetLink').min(1, 'validation.invalidResetLink').max(200),
    newPassword: newPasswordSchema(minPasswordLength),
  });
}
export const resetPasswordRequest = resetPasswordRequestSchema();
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

export function changePasswordRequestSchema(minPasswordLength = PASSWORD_MIN_LENGTH_DEFAULT) {
  return z.object({
    currentPassword: z.string('validation.required').min(1, 'validation.required'),
    newPassword: newPasswordSchema(minPasswordLength),
  });
}
export const changePasswordRequest = changePasswordRequestSchema();
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(roles),
  locale: z.enum(locales),
  twoFactorEnabled: z.boolean(),
  /** The user has proven the address by its confirmation link (or an invitation); some actions wait for it. */
  emailConfirmed: z.boolean(),
  /**
   * Two-factor must be set up before anything else opens: an admin while the platform requires
   * it, or a member whose active merchant requires it (`merchant.requireTwoFactor`).
   */
  twoFactorSetupRequired: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
