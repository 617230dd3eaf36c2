import { z } from 'zod';

/** The six digits of an authenticator app; spaces the user types between groups are dropped. */
export const totpCodeSchema = z
  .string('validation.twoFactorCode')
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'validation.twoFactorCode'));

/** A backup code as shown at setup (`ABCDE-12345`), any case, with or without the dash. */
export const backupCodeSchema = z
  .string('validation.backupCode')
  .trim()
  .regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, 'validation.backupCode')
  .transform((value) => (value.includes('-') ? value : `${value.slice(0, 5)}-${value.slice(5)}`));

export const passwordConfirmRequest = z.object({
  password: z.string('validation.required').min(1, 'validation.required').max(128, 'validation.tooLong'),
});
export type PasswordConfirmRequest = z.infer<typeof passwordConfirmRequest>;

export const twoFactorSetupResponse = z.object({
  /** `otpauth://` URI for authenticator apps; the QR code encodes it. */
  totpUri: z.string(),
  /** The same secret in base32, for typing it in by hand. */
  secret: z.string(),
  /** An SVG image of the QR code as a data URL, made on the server. */
  qrCode: z.string(),
  backupCodes: z.array(z.string()),
});
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponse>;

export const twoFactorConfirmRequest = z.object({ code: totpCodeSchema });
export type TwoFactorConfirmRequest = z.input<typeof twoFactorConfirmRequest>;

export const backupCodesResponse = z.object({ backupCodes: z.array(z.string()) });

/** The second step of sign-in: a code from the app, or one of the backup codes. */
export const twoFactorSignInRequest = z.discriminatedUnion('method', [
  z.object({ method: z.literal('totp'), code: totpCodeSchema, trustDevice: z.boolean().default(false) }),
  z.object({ method: z.literal('backup'), code: backupCodeSchema, trustDevice: z.boolean().default(false) }),
]);
export type TwoFactorSignInRequest = z.input<typeof twoFactorSignInRequest>;

/** Sign-in with the right password when the account has two-factor on and the device is not remembered. */
export const twoFactorRequiredResponse = z.object({ twoFactorRequired: z.literal(true) });
