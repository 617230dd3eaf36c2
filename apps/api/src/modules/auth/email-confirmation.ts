import { CONFIRM_LINK_HOURS, UNCONFIRMED_ACCOUNT_DAYS } from '@kopru/domain/constants';
import { AppError } from '@kopru/domain/errors';
import type { Locale } from '@kopru/domain/locale';
import { createEmailVerificationToken } from 'better-auth/api';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { RequestAuth, RequestMeta } from '../../ports.ts';
import { recordAudit } from '../audit/repository.ts';
import type { EmailService } from '../email/service.ts';
import { findMerchantByUserId } from '../merchants/repository.ts';
import { authSecretOf } from './better-auth.ts';
import { betterAuthCode } from './errors.ts';
import { findUserById } from './repository.ts';

/**
 * E-mails the link that proves `user` owns its address: Better Auth's signed e-mail verification
 * token (bound to the user's id and address, CONFIRM_LINK_HOURS), opened by the merchant app's
 * /confirm-email page. Written with `db`, so inside a registration it leaves with that transaction.
 */
export async function sendConfirmationEmail(
  ctx: Pick<AppContext, 'env' | 'email' | 'appSecret'>,
  db: Executor,
  user: { id: string; email: string; locale: Locale; company: string },
): Promise<void> {
  const token = await createEmailVerificationToken(
    authSecretOf(ctx.appSecret),
    user.email,
    undefined,
    CONFIRM_LINK_HOURS * 60 * 60,
    { userId: user.id },
  );
  await ctx.email.send(db, {
    to: user.email,
    locale: user.locale,
    template: 'confirmEmail',
    vars: {
      company: user.company,
      hours: String(CONFIRM_LINK_HOURS),
      days: String(UNCONFIRMED_ACCOUNT_DAYS),
      url: `${ctx.env.MERCHANT_ORIGIN}/confirm-email?token=${encodeURIComponent(token)}`,
    },
  });
}

/**
 * Marks the address of the link's account confirmed (Better Auth checks the signature, expiry, the
 * user and that the address is still the one the link was sent to). Opening it again is harmless.
 */
export async function confirmEmail(ctx: AppContext, token: string): Promise<void> {
  try {
    await ctx.auth.api.verifyEmail({ query: { token } });
  } catch (error) {
    if (betterAuthCode(error)) throw new AppError('invalid_confirm_link');
    throw error;
  }
}

/**
 * Better Auth's `afterEmailVerification`: the audit row, and the welcome e-mail that used to go
 * out at sign-up (now only to an address that has proven to be the account holder's).
 */
export async function recordEmailConfirmed(
  deps: { db: Executor; email: EmailService; env: Env },
  userId: string,
): Promise<void> {
  const user = await findUserById(deps.db, userId);
  if (!user) return;
  await recordAudit(deps.db, {
    action: 'auth.email_confirmed',
    actorUserId: user.id,
    actorEmail: user.email,
    targetType: 'user',
    targetId: user.id,
  });
  const merchant = await findMerchantByUserId(deps.db, user.id);
  if (!merchant) return;
  await deps.email.send(deps.db, {
    to: user.email,
    locale: user.locale,
    template: 'welcome',
    vars: { company: merchant.companyName, url: `${deps.env.MERCHANT_ORIGIN}/sme/dashboard` },
  });
}

/**
 * A new link for the signed-in user (the banner's button); nothing when already confirmed, or
 * when the address or the client is over its e-mail limit (the same answer: whoever signed up
 * with someone else's address cannot flood it from rotating clients).
 */
export async function resendConfirmation(ctx: AppContext, session: RequestAuth, meta: RequestMeta) {
  const { user } = session;
  if (user.emailVerified) return;
  if (!(await ctx.recipientLimits.take('confirmEmail', user.email, meta.ip)).allowed) return;
  const merchant = await findMerchantByUserId(ctx.db, user.id);
  await sendConfirmationEmail(ctx, ctx.db, {
    id: user.id,
    email: user.email,
    locale: user.locale,
    company: merchant?.companyName ?? user.name,
  });
  await recordAudit(ctx.db, {
    action: 'auth.email_confirmation_resent',
    actorUserId: user.id,
    actorEmail: user.email,
    targetType: 'user',
    targetId: user.id,
    ipAddress: meta.ip,
  });
}
