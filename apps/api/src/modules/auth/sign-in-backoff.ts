import type { AppContext } from '../../context.ts';
import type { RequestMeta } from '../../ports.ts';
import { recordAudit } from '../audit/repository.ts';
import { findUserByEmail } from './repository.ts';

export async function recordSignInFailure(ctx: AppContext, email: string, reason: string, meta: RequestMeta) {
  await recordAudit(ctx.db, {
    action: 'auth.sign_in_failed',
    actorEmail: email,
    details: { reason },
    ipAddress: meta.ip,
  });
}

/**
 * Counts a wrong password against the account and the address. When the account starts to back
 * off, the attempt is audited and the owner is told by e-mail (once per series of failures).
 */
export async function countWrongPassword(ctx: AppContext, email: string, meta: RequestMeta) {
  const { failures, lockedForSeconds } = await ctx.signInThrottle.failed(email, meta.ip);
  if (lockedForSeconds === null) return;
  const user = await findUserByEmail(ctx.db, email);
  await recordAudit(ctx.db, {
    action: 'auth.sign_in_locked',
    actorEmail: email,
    targetType: user ? 'user' : null,
    targetId: user?.id ?? null,
    details: { failures, seconds: lockedForSeconds },
    ipAddress: meta.ip,
  });
  if (!user || failures !== ctx.env.SIGN_IN_FAILURES_BEFORE_BACKOFF) return;
  await ctx.email.send(ctx.db, {
    to: user.email,
    locale: user.locale,
    template: 'signInLocked',
    vars: { url: `${user.role === 'admin' ? ctx.env.ADMIN_ORIGIN : ctx.env.MERCHANT_ORIGIN}/login` },
  });
}
