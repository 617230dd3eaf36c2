import { AppError } from '@kopru/domain/errors';
import { createId } from '@kopru/domain/ids';
import type { Locale } from '@kopru/domain/locale';
import type { RegisterRequest } from '@kopru/domain/schemas/auth';
import { hashPassword } from 'better-auth/crypto';
import type { AppContext } from '../../context.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/pg-errors.ts';
import type { RequestMeta } from '../../ports.ts';
import { recordAudit } from '../audit/repository.ts';
import { insertMerchant } from '../merchants/repository.ts';
import { createAccount } from './accounts.ts';
import { sendConfirmationEmail } from './email-confirmation.ts';
import { findUserByEmail } from './repository.ts';
import { assertNewPassword } from './service.ts';

type RegisterInput = Required<Omit<RegisterRequest, 'acceptTerms' | 'acceptPrivacy'>>;

/**
 * Sign-up answers the same whether or not the address has an account, and signs nobody in
 * (docs/security.md, "Sign-up reveals nothing"). A new address: the user, its credential and its
 * merchant in one transaction (when the merchant cannot be written no user is left behind) with
 * the confirmation link. A taken one: the same password hashing, no second account, and its owner
 * is warned with a way to reset the password.
 */
export async function registerMerchant(
  ctx: AppContext,
  input: RegisterInput,
  meta: RequestMeta,
): Promise<void> {
  assertNewPassword(ctx, input.password, 'password', [input.email, input.companyName, input.authPersonName]);
  const existing = await findUserByEmail(ctx.db, input.email);
  if (existing) return warnOfSignUpWithTakenEmail(ctx, existing, input.password, meta);
  // Over the e-mail limits nothing is made (an account without its link would hold the address):
  // the same work and the same answer.
  if (!(await ctx.recipientLimits.take('confirmEmail', input.email, meta.ip)).allowed) {
    await hashPassword(input.password);
    return;
  }
  const now = ctx.clock.now();
  try {
    await ctx.db.transaction(async (tx) => {
      const userId = await createAccount(tx, {
        email: input.email,
        password: input.password,
        name: input.authPersonName,
        role: 'sme',
        locale: input.locale,
        emailConfirmed: false,
      });
      const merchantId = createId('mer');
      try {
        await insertMerchant(tx, {
          id: merchantId,
          userId,
          companyName: input.companyName,
          taxId: input.taxId,
          authPersonName: input.authPersonName,
          termsAcceptedAt: now,
          privacyAcceptedAt: now,
        });
      } catch (error) {
        throw new AppError('profile_creation_failed', undefined, `merchant insert failed: ${String(error)}`);
      }
      await recordAudit(tx, {
        action: 'merchant.registered',
        actorUserId: userId,
        actorEmail: input.email,
        targetType: 'merchant',
        targetId: merchantId,
        merchantId,
        ipAddress: meta.ip,
      });
      await sendConfirmationEmail(ctx, tx, {
        id: userId,
        email: input.email,
        locale: input.locale,
        company: input.companyName,
      });
    });
  } catch (error) {
    // The same address signed up at the same moment: the other request made the account.
    if (pgErrorCode(error) !== UNIQUE_VIOLATION) throw error;
    const winner = await findUserByEmail(ctx.db, input.email);
    if (winner) await warnOfSignUpWithTakenEmail(ctx, winner, null, meta);
  }
}

/** The owner of a taken address hears of the attempt (in their language) with the reset page. */
async function warnOfSignUpWithTakenEmail(
  ctx: AppContext,
  owner: { id: string; email: string; locale: Locale },
  password: string | null,
  meta: RequestMeta,
): Promise<void> {
  // The work a new account's password costs, so the answer takes as long.
  if (password !== null) await hashPassword(password);
  const { allowed } = await ctx.recipientLimits.take('signUpAttempt', owner.email, meta.ip);
  await ctx.db.transaction(async (tx) => {
    await recordAudit(tx, {
      action: 'auth.sign_up_with_taken_email',
      actorEmail: owner.email,
      targetType: 'user',
      targetId: owner.id,
      ipAddress: meta.ip,
      ...(allowed ? {} : { details: { emailLimited: true } }),
    });
    if (!allowed) return;
    await ctx.email.send(tx, {
      to: owner.email,
      locale: owner.locale,
      template: 'signUpAttempt',
      vars: { url: `${ctx.env.MERCHANT_ORIGIN}/login?view=forgot` },
    });
  });
}
