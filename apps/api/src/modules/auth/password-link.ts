import { AsyncLocalStorage } from 'node:async_hooks';
import type { Executor } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { recordAudit } from '../audit/repository.ts';
import type { EmailService } from '../email/service.ts';
import { deleteTrustedDevices, findUserById, markEmailConfirmed } from './repository.ts';

/** Why a password link is being sent when it is not a plain "forgot password" request. */
export interface PasswordLinkPurpose {
  kind: 'adminInvitation';
  inviterEmail: string;
}

const purposes = new AsyncLocalStorage<PasswordLinkPurpose>();

/**
 * Runs `fn` (which asks Better Auth for a reset token) so that the e-mail sent for that token
 * is the one of `purpose`: the invitation reuses the single-use, expiring reset token.
 */
export function withPasswordLinkPurpose<T>(purpose: PasswordLinkPurpose, fn: () => Promise<T>): Promise<T> {
  return purposes.run(purpose, fn);
}

/** Better Auth's `sendResetPassword`: the reset e-mail, or the invitation when one is being sent. */
export async function sendPasswordLinkEmail(
  deps: { db: Executor; email: EmailService; env: Env },
  input: { userId: string; email: string; token: string },
): Promise<void> {
  const user = await findUserById(deps.db, input.userId);
  const url = `${deps.env.MERCHANT_ORIGIN}/reset-password?token=${encodeURIComponent(input.token)}`;
  const locale = user?.locale ?? 'en';
  const purpose = purposes.getStore();
  if (purpose?.kind === 'adminInvitation') {
    await deps.email.send(deps.db, {
      to: input.email,
      locale,
      template: 'adminInvitation',
      vars: { url, inviter: purpose.inviterEmail },
    });
    return;
  }
  await deps.email.send(deps.db, { to: input.email, locale, template: 'resetPassword', vars: { url } });
}

/**
 * Better Auth's `onPasswordReset` (its other sessions are already gone): every remembered device
 * is forgotten too, since a reset is how an owner takes a stolen account back; the audit row; the
 * "password changed" e-mail to the owner.
 */
export async function recordPasswordReset(
  deps: { db: Executor; email: EmailService },
  input: { userId: string; email: string },
): Promise<void> {
  const user = await findUserById(deps.db, input.userId);
  // The reset link reached the address, so it is proven (an operator's invitation works this way too).
  await markEmailConfirmed(deps.db, input.userId);
  const trustedDevices = await deleteTrustedDevices(deps.db, input.userId);
  await recordAudit(deps.db, {
    action: 'auth.password_reset',
    actorUserId: input.userId,
    actorEmail: input.email,
    targetType: 'user',
    targetId: input.userId,
    details: { trustedDevices },
  });
  await deps.email.send(deps.db, {
    to: input.email,
    locale: user?.locale ?? 'en',
    template: 'passwordChanged',
    vars: {},
  });
}
