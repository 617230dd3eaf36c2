import { AppError } from '@kopru/domain/errors';
import { createId } from '@kopru/domain/ids';
import type { IdentityChange } from '@kopru/domain/schemas/identity-changes';
import type { UpdateProfileRequest } from '@kopru/domain/schemas/merchant';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import type { IdentityChangeRow } from '../../db/schema/identity-changes.ts';
import type { MerchantRow } from '../../db/schema/merchants.ts';
import { type Actor, userIdOf } from '../../ports.ts';
import { merchantAuditFields, recordAudit } from '../audit/repository.ts';
import { findApprovedKindFields } from '../kyc/approved-kind-fields.ts';
import { emailOwners } from '../members/email-owners.ts';
import { findMerchantWithEmail, updateMerchantProfile } from '../merchants/repository.ts';
import { noteSubMerchantChange } from '../sub-merchants/changes.ts';
import { changedValues } from './changed-values.ts';
import { type KindChange, kindChanged, kindRequested, noKindChange } from './kind-change.ts';
import {
  decideIdentityChange,
  findIdentityChange,
  findPendingIdentityChange,
  findReplacementOf,
  insertIdentityChange,
  listPendingIdentityChanges,
  lockIdentityChange,
  lockPendingIdentityChange,
  setApprovedKindFields,
} from './repository.ts';
import { canMoveIdentityChange } from './state-machine.ts';

const identityOf = (row: Pick<MerchantRow, 'companyName' | 'taxId' | 'authPersonName'>) => ({
  companyName: row.companyName,
  taxId: row.taxId,
  authPersonName: row.authPersonName,
});

export function identityDiffers(
  merchant: MerchantRow,
  input: UpdateProfileRequest,
  kind: KindChange = noKindChange,
): boolean {
  const current = identityOf(merchant);
  const keys = Object.keys(current) as (keyof typeof current)[];
  return keys.some((key) => current[key] !== input[key]) || kindChanged(kind);
}

/** What a request asks for: the identity, and the tax office or names when it changes them. */
const requestedOf = (row: IdentityChangeRow) => ({ ...identityOf(row), ...kindRequested(row) });

/** The verified identity and the approved KYC's tax office or names (those it has). */
async function currentOf(db: Executor, merchant: MerchantRow) {
  const approved = await findApprovedKindFields(db, merchant.id);
  return { ...identityOf(merchant), ...(approved ? kindRequested(approved) : {}) };
}

/**
 * `current`: the values in force (currentOf); `replaced`: the request `row` replaced, if any (what
 * an admin may have reviewed before).
 */
export function toIdentityChange(
  row: IdentityChangeRow,
  current: IdentityChange['current'],
  replaced?: IdentityChangeRow | null,
): IdentityChange {
  return {
    id: row.id,
    merchantId: row.merchantId,
    status: row.status,
    requested: requestedOf(row),
    current,
    replaces: replaced
      ? { id: replaced.id, requested: requestedOf(replaced), createdAt: replaced.createdAt.toISOString() }
      : null,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/**
 * A verified merchant's new legal identity, held for review: the verified values stay in force.
 * A pending request is never changed: the merchant's next one marks it replaced (an admin's
 * decision on it is then refused) and is a new request naming it; every owner is e-mailed, a
 * replacement saying what the withdrawn request asked for. Called inside the profile update's
 * transaction.
 */
export async function requestIdentityChange(
  ctx: AppContext,
  tx: Executor,
  actor: Actor,
  merchant: MerchantRow,
  input: UpdateProfileRequest,
  kind: KindChange = noKindChange,
): Promise<void> {
  const pending = await lockPendingIdentityChange(tx, merchant.id);
  if (pending) {
    await decideIdentityChange(tx, pending.id, {
      status: 'replaced',
      decidedBy: actor.id,
      decidedAt: ctx.clock.now(),
      reason: null,
    });
  }
  const row = await insertIdentityChange(tx, {
    id: createId('idc'),
    merchantId: merchant.id,
    ...identityOf(input),
    ...kind,
    requestedBy: actor.id,
    replaces: pending?.id ?? null,
  });
  await recordAudit(tx, {
    action: 'merchant.identity_change_requested',
    actorUserId: userIdOf(actor),
    actorEmail: actor.email,
    targetType: 'merchant',
    targetId: merchant.id,
    merchantId: merchant.id,
    details: {
      request: row.id,
      before: identityOf(merchant),
      after: requestedOf(row),
      ...(pending ? { replaces: pending.id } : {}),
    },
  });
  const changes = changedValues(await currentOf(tx, merchant), requestedOf(row));
  await emailOwners(ctx, tx, merchant.id, 'identityChangeRequested', () => ({
    company: merchant.companyName,
    requested: input.companyName,
    changes,
    ...(pending ? { replaced: identityOf(pending) } : {}),
  }));
}

const replacedOf = async (db: Executor, row: IdentityChangeRow) =>
  row.replaces ? ((await findIdentityChange(db, row.replaces)) ?? null) : null;

export async function pendingIdentityChangeOf(ctx: AppContext, merchant: MerchantRow) {
  const row = await findPendingIdentityChange(ctx.db, merchant.id);
  if (!row) return { pending: null };
  return {
    pending: toIdentityChange(row, await currentOf(ctx.db, merchant), await replacedOf(ctx.db, row)),
  };
}

export async function listIdentityChangesForAdmin(ctx: AppContext) {
  const rows = await listPendingIdentityChanges(ctx.db);
  const data = [];
  for (const { change, merchant, replaced } of rows)
    data.push(toIdentityChange(change, await currentOf(ctx.db, merchant), replaced));
  return { data };
}

/**
 * Approve (the merchant takes the new values) or reject (nothing changes), audited and e-mailed.
 * `id` is the request the admin reviewed: one the merchant replaced since is refused (409
 * change_request_replaced) and nothing changes.
 */
export async function decideIdentityChangeAsAdmin(
  ctx: AppContext,
  actor: Actor,
  id: string,
  decision: { to: 'approved' } | { to: 'rejected'; reason: string },
): Promise<IdentityChange> {
  return ctx.db.transaction(async (tx) => {
    const change = await lockIdentityChange(tx, id);
    if (!change) throw new AppError('not_found');
    if (change.status === 'replaced') {
      const replacement = await findReplacementOf(tx, id);
      throw new AppError('change_request_replaced', { replacedBy: replacement?.id ?? null });
    }
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
    if (decision.to === 'approved' && kindChanged(change)) {
      const submission = await findApprovedKindFields(tx, before.id);
      if (submission) await setApprovedKindFields(tx, submission.id, change);
    }
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
        after: requestedOf(change),
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
    return toIdentityChange(decided, await currentOf(tx, merchant), await replacedOf(tx, change));
  });
}
