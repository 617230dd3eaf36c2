import { AppError, type ValidationIssue } from '@kopru/domain/errors';
import type { Locale } from '@kopru/domain/locale';
import type { SessionResponse } from '@kopru/domain/schemas/session';
import { hashPassword } from 'better-auth/crypto';
import type { AppContext } from '../../context.ts';
import { twoFactorSetupRequirement } from '../../plugins/session-guard.ts';
import type { RequestAuth, RequestMeta } from '../../ports.ts';
import { recordAudit } from '../audit/repository.ts';
import { noteSignInDevice } from '../devices/known-devices.ts';
import { resolveMembership } from '../members/membership.ts';
import { toMerchantProfile } from '../merchants/profile.ts';
import { toAppError } from './errors.ts';
import { assertStrongPassword } from './password-strength.ts';
import { deleteTrustedDevices, findUserById, updateUser } from './repository.ts';
import { countWrongPassword, recordSignInFailure } from './sign-in-backoff.ts';
import { trustedDeviceOf } from './trusted-device-cookie.ts';

/**
 * The request schemas (contracts/auth) hold the default minimum length; a longer configured
 * PASSWORD_MIN_LENGTH and the strength estimate are checked here, answered like the schema's own
 * 400 for that field. `personal`: the account's e-mail and names, refused inside the password.
 */
export function assertNewPassword(ctx: AppContext, password: string, path: string, personal: string[]): void {
  if (password.length < ctx.env.PASSWORD_MIN_LENGTH) {
    const issues: ValidationIssue[] = [{ path, message: 'validation.passwordMin' }];
    throw new AppError('validation_failed', { issues });
  }
  assertStrongPassword(password, path, personal);
}

/** A right password: a session, or (two-factor on, device not remembered) the second step's cookie. */
export type SignInOutcome =
  | { cookies: string[]; userId: string; twoFactorRequired?: undefined }
  | { cookies: string[]; twoFactorRequired: true };

export async function signIn(
  ctx: AppContext,
  input: { email: string; password: string; locale?: Locale | undefined },
  meta: RequestMeta,
): Promise<SignInOutcome> {
  const state = await ctx.signInThrottle.check(input.email, meta.ip);
  if (state.kind === 'address_blocked') {
    await recordSignInFailure(ctx, input.email, 'rate_limited', meta);
    throw new AppError('rate_limited', { retryAfterSeconds: state.retryAfterSeconds });
  }
  if (state.kind === 'account_locked') {
    // The same work and the same answer as a wrong password, right or wrong: the lock cannot be probed.
    await hashPassword(input.password);
    await ctx.signInThrottle.refused(meta.ip);
    await recordSignInFailure(ctx, input.email, 'backing_off', meta);
    throw new AppError('invalid_credentials');
  }
  try {
    const { headers, response } = await ctx.auth.api.signInEmail({
      body: { email: input.email, password: input.password, rememberMe: true },
      headers: meta.headers,
      returnHeaders: true,
    });
    await ctx.signInThrottle.succeeded(input.email);
    if ('twoFactorRedirect' in response) {
      await recordAudit(ctx.db, {
        action: 'auth.two_factor_challenged',
        actorEmail: input.email,
        ipAddress: meta.ip,
      });
      return { cookies: headers.getSetCookie(), twoFactorRequired: true };
    }
    const userId = response.user.id;
    await recordSignedIn(ctx, { userId, email: input.email, locale: input.locale }, meta);
    const user = await findUserById(ctx.db, userId);
    const deviceCookies = user ? await noteSignInDevice(ctx, user, meta) : [];
    return { cookies: [...headers.getSetCookie(), ...deviceCookies], userId };
  } catch (error) {
    const appError = toAppError(error);
    if (appError instanceof AppError) {
      await recordSignInFailure(ctx, input.email, appError.code, meta);
      if (appError.code === 'invalid_credentials') await countWrongPassword(ctx, input.email, meta);
    }
    throw appError;
  }
}

/** A session was opened (after the password, or after its second step): noted on the user and audited. */
export async function recordSignedIn(
  ctx: AppContext,
  user: { userId: string; email: string; locale?: Locale | undefined },
  meta: RequestMeta,
  details?: Record<string, unknown>,
): Promise<void> {
  await updateUser(ctx.db, user.userId, {
    lastSignInAt: ctx.clock.now(),
    ...(user.locale ? { locale: user.locale } : {}),
  });
  await recordAudit(ctx.db, {
    action: 'auth.sign_in',
    actorUserId: user.userId,
    actorEmail: user.email,
    targetType: 'user',
    targetId: user.userId,
    ipAddress: meta.ip,
    ...(details ? { details } : {}),
  });
}

export async function signOut(ctx: AppContext, meta: RequestMeta): Promise<string[]> {
  const { headers } = await ctx.auth.api.signOut({ headers: meta.headers, returnHeaders: true });
  return headers.getSetCookie();
}

/**
 * Sends the reset e-mail when the address has an account and neither it nor the client is over
 * its e-mail limit; answers the same either way.
 */
export async function requestPasswordReset(ctx: AppContext, email: string, meta: RequestMeta): Promise<void> {
  const { allowed } = await ctx.recipientLimits.take('resetPassword', email, meta.ip);
  if (allowed) await ctx.auth.api.requestPasswordReset({ body: { email }, headers: meta.headers });
  await recordAudit(ctx.db, {
    action: 'auth.password_reset_requested',
    actorEmail: email,
    ipAddress: meta.ip,
    ...(allowed ? {} : { details: { emailLimited: true } }),
  });
}

export async function resetPassword(
  ctx: AppContext,
  input: { token: string; newPassword: string },
): Promise<void> {
  assertNewPassword(ctx, input.newPassword, 'newPassword', []);
  try {
    await ctx.auth.api.resetPassword({ body: input });
  } catch (error) {
    throw toAppError(error);
  }
}

export async function changePassword(
  ctx: AppContext,
  session: RequestAuth,
  input: { currentPassword: string; newPassword: string },
  meta: RequestMeta,
): Promise<string[]> {
  assertNewPassword(ctx, input.newPassword, 'newPassword', [session.user.email]);
  try {
    const { headers } = await ctx.auth.api.changePassword({
      body: { ...input, revokeOtherSessions: true },
      headers: meta.headers,
      returnHeaders: true,
    });
    // Like the other sessions, the other browsers' remembered devices end; this one's stays.
    const keep = trustedDeviceOf(ctx, meta.headers, session.user.id) ?? undefined;
    const trustedDevices = await deleteTrustedDevices(ctx.db, session.user.id, keep);
    await recordAudit(ctx.db, {
      action: 'auth.password_changed',
      actorUserId: session.user.id,
      actorEmail: session.user.email,
      targetType: 'user',
      targetId: session.user.id,
      ipAddress: meta.ip,
      details: { trustedDevices },
    });
    await ctx.email.send(ctx.db, {
      to: session.user.email,
      locale: session.user.locale,
      template: 'passwordChanged',
      vars: {},
    });
    return headers.getSetCookie();
  } catch (error) {
    throw toAppError(error);
  }
}

/** The session body for a user who has just signed in (their cookie is only in the reply yet). */
export async function sessionForUser(ctx: AppContext, userId: string): Promise<SessionResponse> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('internal_error', undefined, 'user vanished after sign-in');
  return toSessionResponse(ctx, { user, sessionToken: '', ...(await resolveMembership(ctx.db, user)) });
}

/** The session after a change to its user (its second factor): the user read again, the same merchant. */
export async function sessionAfterUserChange(
  ctx: AppContext,
  session: RequestAuth,
): Promise<SessionResponse> {
  const user = await findUserById(ctx.db, session.user.id);
  if (!user) throw new AppError('internal_error', undefined, 'user vanished during a change');
  return toSessionResponse(ctx, { ...session, user });
}

export function toSessionResponse(ctx: AppContext, session: RequestAuth): SessionResponse {
  const { user, merchant, memberRole, memberships } = session;
  return {
    user: {
      id: user.id,
      email: user.email,
      role: user.role,
      locale: user.locale,
      twoFactorEnabled: user.twoFactorEnabled,
      emailConfirmed: user.emailVerified,
      twoFactorSetupRequired: twoFactorSetupRequirement(ctx.env, session) !== null,
    },
    merchant: merchant ? toMerchantProfile(merchant, user.email) : null,
    memberRole,
    memberships: memberships.map(({ merchantId, companyName, role }) => ({ merchantId, companyName, role })),
  };
}
