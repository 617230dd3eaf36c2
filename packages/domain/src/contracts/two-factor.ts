import { sessionResponse } from '../schemas/session.ts';
import {
  backupCodesResponse,
  passwordConfirmRequest,
  twoFactorConfirmRequest,
  twoFactorSetupResponse,
  twoFactorSignInRequest,
} from '../schemas/two-factor.ts';
import { endpoint } from './endpoint.ts';

const tags = ['auth'];

export const startTwoFactorSetup = endpoint({
  method: 'POST',
  path: '/api/auth/two-factor/setup',
  body: passwordConfirmRequest,
  responses: { 200: twoFactorSetupResponse },
  errors: [400, 401, 409, 429],
  summary: 'Start two-factor setup: a new authenticator secret (QR code) and backup codes; on after confirm',
  tags,
});

export const confirmTwoFactorSetup = endpoint({
  method: 'POST',
  path: '/api/auth/two-factor/confirm',
  body: twoFactorConfirmRequest,
  responses: { 200: sessionResponse },
  errors: [400, 401, 409, 429],
  summary: 'Turn two-factor sign-in on with a first code from the authenticator app',
  tags,
});

export const disableTwoFactor = endpoint({
  method: 'POST',
  path: '/api/auth/two-factor/disable',
  body: passwordConfirmRequest,
  responses: { 200: sessionResponse },
  errors: [400, 401, 403, 429],
  summary: 'Turn two-factor sign-in off (not for admins while the platform requires it)',
  tags,
});

export const regenerateBackupCodes = endpoint({
  method: 'POST',
  path: '/api/auth/two-factor/backup-codes',
  body: passwordConfirmRequest,
  responses: { 200: backupCodesResponse },
  errors: [400, 401, 409, 429],
  summary: 'Replace the backup codes with new ones (the old ones stop working)',
  tags,
});

export const verifyTwoFactorSignIn = endpoint({
  method: 'POST',
  path: '/api/auth/sign-in/two-factor',
  body: twoFactorSignInRequest,
  responses: { 200: sessionResponse },
  errors: [400, 401, 403, 429],
  summary:
    'Second step of sign-in: an authenticator code or a backup code; optionally remember this device 30 days',
  tags,
});
