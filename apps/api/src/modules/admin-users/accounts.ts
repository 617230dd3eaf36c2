import { AppError } from '@kopru/domain/errors';
import type { AdminUser } from '@kopru/domain/schemas/admin-users';
import type { AppContext } from '../../context.ts';
import type { Actor } from '../../ports.ts';
import { recordAudit } from '../audit/repository.ts';
import { deleteSignUp, isHeld } from '../auth/account-removal.ts';
import { sendConfirmationEmail } from '../auth/email-confirmation.ts';
import { findUserById } from '../auth/repository.ts';
import { findMerchantByUserId } from '../merchants/repository.ts';
import { findUserForUpdate, reactivateUser } from './repository.ts';
import { adminUserById, auditBase, reactivateAdmin } from './service.ts';

/**
 * Reactivates a deactivated account. An SME account (deactivated by the unconfirmed-accounts
 * expiry because records held it) can sign in again; while its address is unconfirmed it gets a
 * new confirmation link and UNCONFIRMED_ACCOUNT_DAYS from now to open it (users.reactivated_at).
 */
export async function reactivateAccount(ctx: AppContext, actor: Actor, id: string): Promise<AdminUser> {
  const found = await findUserById(ctx.db, id);
  if (!found) throw new AppError('not_found');
  if (found.role === 'admin') return reactivateAdmin(ctx, actor, id);
  await ctx.db.transaction(async (tx) => {
    const target = await findUserForUpdate(tx, id);
    if (!target) throw new AppError('not_found');
    if (target.status !== 'deactivated') throw new AppError('conflict', { reason: 'not_deactivated' });
    await reactivateUser(tx, id, ctx.clock.now());
    await recordAudit(tx, {
      ...auditBase(actor, target),
      action: 'auth.account_reactivated',
      details: { emailConfirmed: target.emailVerified },
    });
    if (target.emailVerified) return;
    const merchant = await findMerchantByUserId(tx, id);
    await sendConfirmationEmail(ctx, tx, {
      id,
      email: target.email,
      locale: target.locale,
      company: merchant?.companyName ?? target.name,
    });
  });
  return adminUserById(ctx, id);
}

/**
 * Deletes a deactivated SME account with its merchant and what a sign-up makes, so that its
 * address can sign up again (auth/account-removal.ts). Refused with 409 account_holds_records,
 * nothing changed, when records that must be kept hold it (KYC, links, payments, keys...) or its
 * merchant has other members. Audited with the address and the merchants deleted.
 */
export async function deleteSmeAccount(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  try {
    await ctx.db.transaction(async (tx) => {
      const target = await findUserForUpdate(tx, id);
      if (!target) throw new AppError('not_found');
      if (target.role !== 'sme') throw new AppError('conflict', { reason: 'not_sme_account' });
      if (target.status !== 'deactivated') throw new AppError('conflict', { reason: 'not_deactivated' });
      const merchantIds = await deleteSignUp(tx, id);
      await recordAudit(tx, {
        ...auditBase(actor, target),
        action: 'auth.account_deleted',
        details: { email: target.email, merchantIds, emailConfirmed: target.emailVerified },
      });
    });
  } catch (error) {
    if (isHeld(error)) throw new AppError('account_holds_records');
    throw error;
  }
}
