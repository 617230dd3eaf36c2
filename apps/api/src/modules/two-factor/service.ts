import { AppError } from '@kopru/domain/errors';
import type { TwoFactorSetupResponse } from '@kopru/domain/schemas/two-factor';
import type { AppContext } from '../../context.ts';
import type { RequestAuth, RequestMeta } from '../../ports.ts';
import { recordAudit } from '../audit/repository.ts';
import { toAppError } from '../auth/errors.ts';
import { deleteSessionByToken, findUserById } from '../auth/repository.ts';
import { recordSignedIn } from '../auth/service.ts';
import { noteSignInDevice } from '../devices/known-devices.ts';
import { listMembershipsOfUser } from '../members/repository.ts';
import { qrCodeDataUrl } from './qr-code.ts';
import { claimTotpCode } from './replay-guard.ts';

type TwoFactorAction =
  | 'auth.two_factor_setup_started'
  | 'auth.two_factor_enabled'
  | 'auth.two_factor_disabled'
  | 'auth.two_factor_backup_codes_regenerated'
  | 'auth.two_factor_backup_code_used';

async function audit(ctx: AppContext, session: RequestAuth, action: TwoFactorAction, meta: RequestMeta) {
  await recordAudit(ctx.db, {
    action,
    actorUserId: session.user.id,
    actorEmail: session.user.email,
    targetType: 'user',
    targetId: session.user.id,
    ipAddress: meta.ip,
  });
}

/** The owner hears of every change to its second factor, in its language (through the outbox). */
async function notify(
  ctx: AppContext,
  session: RequestAuth,
  template: 'twoFactorEnabled' | 'twoFactorDisabled',
) {
  await ctx.email.send(ctx.db, { to: session.user.email, locale: session.user.locale, template, vars: {} });
}

/** Better Auth's answer, or its error as ours. */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toAppError(error);
  }
}

/**
 * A new secret and backup codes, kept (encrypted) but not in force until confirmSetup gets a
 * code made from it. Starting again replaces an unconfirmed secret; a confirmed one answers 409.
 */
export async function startSetup(
  ctx: AppContext,
  session: RequestAuth,
  password: string,
  meta: RequestMeta,
): Promise<TwoFactorSetupResponse> {
  const result = await call(() =>
    ctx.auth.api.enableTwoFactor({ body: { password }, headers: meta.headers }),
  );
  if (result.method !== 'totp' || !result.totpURI || !result.backupCodes) {
    throw new AppError('internal_error', undefined, 'two-factor setup returned no TOTP secret');
  }
  await audit(ctx, session, 'auth.two_factor_setup_started', meta);
  return {
    totpUri: result.totpURI,
    secret: new URL(result.totpURI).searchParams.get('secret') ?? '',
    qrCode: await qrCodeDataUrl(result.totpURI),
    backupCodes: result.backupCodes,
  };
}

/** Turns two-factor on; Better Auth replaces the session (new cookie), the old token ends. */
export async function confirmSetup(
  ctx: AppContext,
  session: RequestAuth,
  code: string,
  meta: RequestMeta,
): Promise<string[]> {
  const { headers } = await call(() =>
    ctx.auth.api.verifyTOTP({ body: { code }, headers: meta.headers, returnHeaders: true }),
  );
  // The first code counts as used: it cannot open a sign-in inside its window.
  await claimTotpCode(ctx, session.user.id, code);
  await audit(ctx, session, 'auth.two_factor_enabled', meta);
  await notify(ctx, session, 'twoFactorEnabled');
  return headers.getSetCookie();
}

export async function disable(
  ctx: AppContext,
  session: RequestAuth,
  password: string,
  meta: RequestMeta,
): Promise<string[]> {
  if (session.user.role === 'admin' && ctx.env.REQUIRE_ADMIN_TWO_FACTOR) {
    throw new AppError('two_factor_required_for_admins');
  }
  if (!session.user.twoFactorEnabled) throw new AppError('two_factor_not_enabled');
  // A member of a team that requires it keeps it: turning it off would lock them out of that team.
  const memberships = await listMembershipsOfUser(ctx.db, session.user.id);
  if (memberships.some((row) => row.merchant.requireTwoFactor))
    throw new AppError('two_factor_required_by_team');
  const { headers } = await call(() =>
    ctx.auth.api.disableTwoFactor({ body: { password }, headers: meta.headers, returnHeaders: true }),
  );
  await audit(ctx, session, 'auth.two_factor_disabled', meta);
  await notify(ctx, session, 'twoFactorDisabled');
  return headers.getSetCookie();
}

export async function regenerateBackupCodes(
  ctx: AppContext,
  session: RequestAuth,
  password: string,
  meta: RequestMeta,
): Promise<string[]> {
  if (!session.user.twoFactorEnabled) throw new AppError('two_factor_not_enabled');
  const { backupCodes } = await call(() =>
    ctx.auth.api.generateBackupCodes({ body: { password }, headers: meta.headers }),
  );
  await audit(ctx, session, 'auth.two_factor_backup_codes_regenerated', meta);
  return backupCodes;
}

/**
 * The second step of sign-in, with the cookie the password step set: a code from the app or a
 * backup code (each works once). `trustDevice` skips this step on this browser for 30 days.
 */
export async function verifySignIn(
  ctx: AppContext,
  input: { method: 'totp' | 'backup'; code: string; trustDevice: boolean },
  meta: RequestMeta,
): Promise<{ cookies: string[]; userId: string }> {
  const body = { code: input.code, trustDevice: input.trustDevice };
  const { headers, response } = await call(() =>
    input.method === 'totp'
      ? ctx.auth.api.verifyTOTP({ body, headers: meta.headers, returnHeaders: true })
      : ctx.auth.api.verifyBackupCode({ body, headers: meta.headers, returnHeaders: true }),
  );
  const userId = response.user.id;
  if (input.method === 'totp' && !(await claimTotpCode(ctx, userId, input.code))) {
    // Better Auth took the code and opened a session: a replay must not keep it.
    if (response.token) await deleteSessionByToken(ctx.db, response.token);
    throw new AppError('two_factor_code_reused');
  }
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('internal_error', undefined, 'user vanished after sign-in');
  const session: RequestAuth = { user, merchant: null, sessionToken: '', memberRole: null, memberships: [] };
  if (input.method === 'backup') await audit(ctx, session, 'auth.two_factor_backup_code_used', meta);
  await recordSignedIn(ctx, { userId, email: user.email }, meta, { secondFactor: input.method });
  const deviceCookies = await noteSignInDevice(ctx, user, meta);
  return { cookies: [...headers.getSetCookie(), ...deviceCookies], userId };
}
