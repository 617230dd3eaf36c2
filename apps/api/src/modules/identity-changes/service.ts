import { AppError } from '@kopru/domain/errors';
import { createId } from '@kopru/domain/ids';
import type { IdentityChange, IdentityChangeStatus } from '@kopru/domain/schemas/identity-changes';
import type { UpdateProfileRequest } from '@kopru/domain/schemas/merchant';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import type { IdentityChangeRow } from '../../db/schema/identity-changes.ts';
import type { MerchantRow } from '../../db/schema/merchants.ts';
import { type Actor, userIdOf } from '../../ports.ts';
import { merchantAuditFields, recordAudit } from '../audit/repository.ts';
import { emailOwners } from '../members/email-owners.ts';
import { findMerchantWithEmail, updateMerchantProfile } from '../merchants/repository.ts';
import { noteSubMerchantChange } from '../sub-merchants/changes.ts';
import {
  decideIdentityChange,
  findPendingIdentityChange,
  listPendingIdentityChanges,
  lockIdentityChange,
  upsertPendingIdentityChange,
} from './repository.ts';

/** The only transitions: a pending request is approved or rejected, once. */
const transitions: Record<IdentityChangeStatus, IdentityChangeStatus[]> = {
  pending: ['approved', 'rejected'],
  approved: [],
  rejected: [],
};

export function canMoveIdentityChange(from: IdentityChangeStatus, to: IdentityChangeStatus): boolean {
  return transitions[from].includes(to);
}

const identityOf = (row: Pick<MerchantRow, 'companyName' | 'taxId' | 'authPersonName'>) => ({
  companyName: row.companyName,
  taxId: row.taxId,
  authPersonName: row.authPersonName,
});

export function identityDiffers(merchant: MerchantRow, input: UpdateProfileRequest): boolean {
  const current = identityOf(merchant);
  return (Object.keys(current) as (keyof typeof current)[]).some((key) => current[key] !== input[key]);
}

export function toIdentityChange(row: IdentityChangeRow, merchant: MerchantRow): IdentityChange {
  return {
    id: row.id,
    merchantId: row.merchantId,
    status: row.status,
    requested: identityOf(row),
    current: identityOf(merchant),
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/**
 * A verified merchant's new legal identity, held for review: the verified values stay in force.
 * Called inside the profile update's transaction.
 */
export async function requestIdentityChange(
  ctx: AppContext,
  tx: Executor,
  actor: Actor,
  merchant: MerchantRow,
  input: UpdateProfileRequest,
): Promise<void> {
  const row = await upsertPendingIdentityChange(tx, {
    id: createId('idc'),
    merchantId: merchant.id,
    ...input,
    requestedBy: actor.id,
  });
  await recordAudit(tx, {
    action: 'merchant.identity_change_requested',
    actorUserId: userIdOf(actor),
    actorEmail: actor.email,
    targetType: 'merchant',
    targetId: merchant.id,
    merchantId: merchant.id,
    details: { request: row.id, before: identityOf(merchant), after: input },
  });
  await emailOwners(ctx, tx, merchant.id, 'identityChangeRequested', () => ({
    company: merchant.companyName,
    requested: input.companyName,
  }));
}

export async function pendingIdentityChangeOf(ctx: AppContext, merchant: MerchantRow) {
  const row = await findPendingIdentityChange(ctx.db, merchant.id);
  return { pending: row ? toIdentityChange(row, merchant) : null };
}

export async function listIdentityChangesForAdmin(ctx: AppContext) {
  const rows = await listPendingIdentityChanges(ctx.db);
  return { data: rows.map(({ change, merchant }) => toIdentityChange(change, merchant)) };
}

/** Approve (the merchant takes the new values) or reject (nothing changes), audited and e-mailed. */
export async function decideIdentityChangeAsAdmin(
  ctx: AppContext,
  actor: Actor,
  id: string,
  decision: { to: 'approved' } | { to: 'rejected'; reason: string },
): Promise<IdentityChange> {
  return ctx.db.transaction(async (tx) => {
    const change = await lockIdentityChange(tx, id);
    if (!change) throw new AppError('not_found');
    if (!canMoveIdentityChange(change.status, decision.to)) {
      throw new AppError('conflict', { reason: 'already_decided' });
    }
    const found = await findMerchantWithEmail(tx, change.merchantId);
    if (!found) throw new AppError('not_found');
    const before = found.merchant;
    const merchant =
      decision.to === 'approved'
        ? ((await updateMerchantProfile(tx, before.id, identityOf(change))) ?? before)
        : before;
    const decided = await decideIdentityChange(tx, id, {
      status: decision.to,
      decidedBy: actor.id,
      decidedAt: ctx.clock.now(),
      reason: decision.to === 'rejected' ? decision.reason : null,
    });
    await recordAudit(tx, {
      action:
        decision.to === 'approved'
          ? 'merchant.identity_change_approved'
          : 'merchant.identity_change_rejected',
      ...merchantAuditFields(actor, before.id),
      details: {
        request: id,
        before: identityOf(before),
        after: identityOf(change),
        ...(decision.to === 'rejected' ? { reason: decision.reason } : {}),
      },
    });
    const url = `${ctx.env.MERCHANT_ORIGIN}/sme/dashboard/profile`;
    if (decision.to === 'approved') {
      // The sub-merchant carries the legal title and tax number: iyzico must hear of the change.
      if (before.kycStatus === 'approved') await noteSubMerchantChange(ctx, tx, before.id);
      await emailOwners(ctx, tx, before.id, 'identityChangeApproved', () => ({
        company: merchant.companyName,
        url,
      }));
    } else {
      await emailOwners(ctx, tx, before.id, 'identityChangeRejected', () => ({
        company: before.companyName,
        reason: decision.reason,
        url,
      }));
    }
    return toIdentityChange(decided, merchant);
  });
}
