import { AppError } from '@kopru/domain/errors';
import type { MerchantStatus } from '@kopru/domain/merchant-status';
import type {
  AdminMerchant,
  AdminMerchantDetail,
  AdminMerchantList,
  AdminUpdateMerchantRequest,
} from '@kopru/domain/schemas/admin-merchants';
import type { AppContext } from '../../context.ts';
import { toPage } from '../../lib/pagination.ts';
import type { Actor } from '../../ports.ts';
import { countAuditLogs, merchantAuditFields, recordAudit } from '../audit/repository.ts';
import { merchantAuditFilter } from '../audit/service.ts';
import { deleteSessionsOfUser, markEmailConfirmed } from '../auth/repository.ts';
import { emailOwners } from '../members/email-owners.ts';
import { getTeam } from '../team/service.ts';
import { toAdminMerchant } from './present.ts';
import {
  countActiveSessions,
  findMerchantById,
  findMerchantWithUser,
  listMerchants,
  updateMerchant,
} from './repository.ts';

export async function listMerchantsForAdmin(
  ctx: AppContext,
  input: {
    q?: string | undefined;
    status?: MerchantStatus | undefined;
    limit: number;
    starting_after?: string | undefined;
  },
): Promise<AdminMerchantList> {
  const cursor = input.starting_after ? await findMerchantById(ctx.db, input.starting_after) : undefined;
  if (input.starting_after && !cursor) throw new AppError('not_found', { param: 'starting_after' });
  const rows = await listMerchants(ctx.db, {
    q: input.q || undefined,
    status: input.status,
    limit: input.limit,
    after: cursor,
  });
  const page = toPage(rows, input.limit);
  return { data: page.data.map((row) => toAdminMerchant(row.merchant, row.email)), has_more: page.has_more };
}

export async function merchantDetail(ctx: AppContext, id: string): Promise<AdminMerchantDetail> {
  const found = await findMerchantWithUser(ctx.db, id);
  if (!found) throw new AppError('not_found');
  const { merchant, user } = found;
  const [activeSessions, auditEntries, team] = await Promise.all([
    countActiveSessions(ctx.db, user.id, ctx.clock.now()),
    countAuditLogs(ctx.db, merchantAuditFilter(id, user)),
    getTeam(ctx, id),
  ]);
  return {
    merchant: toAdminMerchant(merchant, user.email),
    user: {
      id: user.id,
      email: user.email,
      status: user.status,
      locale: user.locale,
      lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
      createdAt: user.createdAt.toISOString(),
      emailConfirmed: user.emailVerified,
    },
    counts: { activeSessions, auditEntries },
    members: team.members,
  };
}

const editableFields = ['companyName', 'taxId', 'authPersonName'] as const;

/** Changes the fields sent that differ; the audit row keeps their values before and after. */
export async function updateMerchantByAdmin(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: AdminUpdateMerchantRequest,
): Promise<AdminMerchant> {
  return ctx.db.transaction(async (tx) => {
    const found = await findMerchantWithUser(tx, id, { lock: true });
    if (!found) throw new AppError('not_found');
    const before: Record<string, string> = {};
    const after: Record<string, string> = {};
    for (const field of editableFields) {
      const value = input[field];
      if (value === undefined || value === found.merchant[field]) continue;
      before[field] = found.merchant[field];
      after[field] = value;
    }
    if (Object.keys(after).length === 0) return toAdminMerchant(found.merchant, found.user.email);
    const updated = await updateMerchant(tx, id, after);
    if (!updated) throw new AppError('not_found');
    await recordAudit(tx, {
      ...merchantAuditFields(actor, id),
      action: 'merchant.updated',
      details: { before, after },
    });
    return toAdminMerchant(updated, found.user.email);
  });
}

/**
 * Suspends the merchant: its user's sessions end at once, sign-in is refused, and the features
 * that take money (payment links, API keys) refuse it by checking `merchants.suspended_at`.
 */
export async function suspendMerchant(
  ctx: AppContext,
  actor: Actor,
  id: string,
  reason: string,
): Promise<AdminMerchant> {
  return ctx.db.transaction(async (tx) => {
    const found = await findMerchantWithUser(tx, id, { lock: true });
    if (!found) throw new AppError('not_found');
    if (found.merchant.suspendedAt) throw new AppError('conflict', { reason: 'already_suspended' });
    const updated = await updateMerchant(tx, id, { suspendedAt: ctx.clock.now(), suspensionReason: reason });
    if (!updated) throw new AppError('not_found');
    await deleteSessionsOfUser(tx, found.user.id);
    await recordAudit(tx, {
      ...merchantAuditFields(actor, id),
      action: 'merchant.suspended',
      details: { reason },
    });
    await emailOwners(ctx, tx, id, 'merchantSuspended', () => ({ company: updated.companyName, reason }));
    return toAdminMerchant(updated, found.user.email);
  });
}

export async function unsuspendMerchant(
  ctx: AppContext,
  actor: Actor,
  id: string,
  reason: string | undefined,
): Promise<AdminMerchant> {
  return ctx.db.transaction(async (tx) => {
    const found = await findMerchantWithUser(tx, id, { lock: true });
    if (!found) throw new AppError('not_found');
    if (!found.merchant.suspendedAt) throw new AppError('conflict', { reason: 'not_suspended' });
    const updated = await updateMerchant(tx, id, { suspendedAt: null, suspensionReason: null });
    if (!updated) throw new AppError('not_found');
    await recordAudit(tx, {
      ...merchantAuditFields(actor, id),
      action: 'merchant.unsuspended',
      details: {
        ...(reason ? { reason } : {}),
        suspendedAt: found.merchant.suspendedAt.toISOString(),
        suspensionReason: found.merchant.suspensionReason,
      },
    });
    await emailOwners(ctx, tx, id, 'merchantUnsuspended', () => ({
      company: updated.companyName,
      url: `${ctx.env.MERCHANT_ORIGIN}/sme/dashboard`,
    }));
    return toAdminMerchant(updated, found.user.email);
  });
}

/**
 * An operator vouches for the account holder's address (they checked it another way, or the
 * install sends no e-mail yet): it counts as confirmed from now on. Audited; nothing when it is.
 */
export async function confirmEmailByAdmin(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const found = await findMerchantWithUser(tx, id, { lock: true });
    if (!found) throw new AppError('not_found');
    if (found.user.emailVerified) return;
    await markEmailConfirmed(tx, found.user.id);
    await recordAudit(tx, {
      ...merchantAuditFields(actor, id),
      action: 'merchant.email_confirmed_by_admin',
      details: { email: found.user.email },
    });
  });
}
