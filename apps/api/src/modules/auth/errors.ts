import { AppError, type ErrorCode } from '@kopru/domain/errors';
import { APIError } from 'better-auth';

const codeMap: Record<string, ErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: 'invalid_credentials',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'invalid_credentials',
  ACCOUNT_SUSPENDED: 'account_suspended',
  INVALID_TOKEN: 'invalid_reset_link',
  PASSWORD_TOO_SHORT: 'password_too_short',
  PASSWORD_TOO_LONG: 'validation_failed',
  INVALID_PASSWORD: 'current_password_invalid',
  INVALID_CODE: 'two_factor_invalid_code',
  INVALID_BACKUP_CODE: 'two_factor_invalid_code',
  INVALID_TWO_FACTOR_COOKIE: 'two_factor_expired',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'rate_limited',
  ACCOUNT_TEMPORARILY_LOCKED: 'rate_limited',
  TOTP_ALREADY_ENABLED: 'two_factor_already_enabled',
  TOTP_NOT_ENABLED: 'two_factor_not_enabled',
  TWO_FACTOR_NOT_ENABLED: 'two_factor_not_enabled',
  BACKUP_CODES_NOT_ENABLED: 'two_factor_not_enabled',
};

/** Better Auth's error code, if `error` is one of its API errors. */
export function betterAuthCode(error: unknown): string | undefined {
  if (!(error instanceof APIError)) return undefined;
  const code = (error.body as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Rethrows Better Auth errors as our AppError; anything unknown stays a 500. */
export function toAppError(error: unknown): unknown {
  const code = betterAuthCode(error);
  if (code && codeMap[code]) return new AppError(codeMap[code]);
  return error;
}
