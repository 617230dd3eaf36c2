import { AppError } from '@kopru/domain/errors';
import type { EventType } from '@kopru/domain/events';
import {
  canTransition,
  closedPayoutStatuses,
  openPayoutStatuses,
  type PayoutAction,
  type PayoutStatus,
  payoutStatuses,
  payoutTransitions,
} from '@kopru/domain/payouts';
import type { AuditAction } from '@kopru/domain/schemas/audit';
import type { AdminPayout, AdminPayoutList, AdminPayoutListQuery } from '@kopru/domain/schemas/payouts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import type { PayoutRow } from '../../db/schema/payouts.ts';
import { toPage } from '../../lib/pagination.ts';
import type { RequestAuth } from '../../ports.ts';
import { recordAudit } from '../audit/repository.ts';
import { recordEvent } from '../events/repository.ts';
import { type LedgerLine, postLedgerTransaction } from '../ledger/repository.ts';
import { paidLines, releaseLines } from './ledger.ts';
import { toAdminPayout, toPayout } from './mapping.ts';
import { emailPayout, type PayoutEmail } from './notify.ts';
import {
  findPayout,
  findPayoutWithPeople,
  listPayoutsWithPeople,
  lockPayout,
  shareLockMerchant,
  transitionPayout,
} from './repository.ts';

export type PayoutDecision =
  | { action: 'approve' }
  | { action: 'markPaid'; bankReference: string }
  | { action: 'reject'; reason: string }
  | { action: 'markFailed'; reason: string };

type AdminAction = Exclude<PayoutAction, 'cancel'>;

/** What each decision writes besides the status: audit action, event, ledger kind, e-mail. */
const effects: Record<
  AdminAction,
  {
    audit: AuditAction;
    event: EventType;
    ledger?: { kind: string; lines: (row: PayoutRow) => LedgerLine[] };
  }
> = {
  approve: { audit: 'payout.approved', event: 'payout.approved' },
  markPaid: { audit: 'payout.paid', event: 'payout.paid', ledger: { kind: 'payout_paid', lines: paidLines } },
  reject: {
    audit: 'payout.rejected',
    event: 'payout.rejected',
    ledger: { kind: 'payout_rejected', lines: releaseLines },
  },
  markFailed: {
    audit: 'payout.failed',
    event: 'payout.failed',
    ledger: { kind: 'payout_failed', lines: releaseLines },
  },
};

function changesOf(decision: PayoutDecision, adminId: string, now: Date) {
  switch (decision.action) {
    case 'approve':
      return { status: 'approved' as const, approvedAt: now, approvedBy: adminId, updatedAt: now };
    case 'markPaid':
      return {
        status: 'paid' as const,
        bankReference: decision.bankReference,
        paidAt: now,
        decidedAt: now,
        decidedBy: adminId,
        updatedAt: now,
      };
    case 'reject':
    case 'markFailed':
      return {
        status: payoutTransitions[decision.action].to,
        reason: decision.reason,
        decidedAt: now,
        decidedBy: adminId,
        updatedAt: now,
      };
  }
}

function emailOf(decision: PayoutDecision): PayoutEmail {
  switch (decision.action) {
    case 'approve':
      return { template: 'payoutApproved' };
    case 'markPaid':
      return { template: 'payoutPaid', bankReference: decision.bankReference };
    case 'reject':
      return { template: 'payoutRejected', reason: decision.reason };
    case 'markFailed':
      return { template: 'payoutFailed', reason: decision.reason };
  }
}

async function adminPayout(db: Executor, id: string): Promise<AdminPayout> {
  const row = await findPayoutWithPeople(db, id);
  if (!row) throw new AppError('not_found');
  return toAdminPayout(row);
}

export async function getAdminPayout(ctx: AppContext, id: string): Promise<AdminPayout> {
  return adminPayout(ctx.db, id);
}

function statusesOf(filter: AdminPayoutListQuery['status']): readonly PayoutStatus[] | undefined {
  if (filter === 'open' || filter === undefined) return openPayoutStatuses;
  if (filter === 'closed') return closedPayoutStatuses;
  if (filter === 'all') return undefined;
  return payoutStatuses.filter((status) => status === filter);
}

/** The queue (open payouts, oldest first) or a history filter (newest first). */
export async function listAdminPayouts(
  ctx: AppContext,
  query: {
    status: NonNullable<AdminPayoutListQuery['status']>;
    merchantId?: string | undefined;
    q?: string | undefined;
    limit: number;
    starting_after?: string | undefined;
  },
): Promise<AdminPayoutList> {
  if (query.starting_after && !(await findPayout(ctx.db, query.starting_after)))
    throw new AppError('not_found', { param: 'starting_after' });
  const statuses = statusesOf(query.status);
  const ascending = query.status === 'open' || query.status === 'requested' || query.status === 'approved';
  const rows = await listPayoutsWithPeople(ctx.db, {
    statuses,
    merchantId: query.merchantId,
    q: query.q,
    ascending,
    limit: query.limit,
    after: query.starting_after,
  });
  const page = toPage(rows, query.limit);
  return { data: page.data.map(toAdminPayout), has_more: page.has_more };
}

/**
 * An admin decision. The conditional status update, the ledger movement, the audit row, the
 * event and the e-mail to the merchant commit together. A payout someone else moved first, or
 * one whose status does not allow the action, is 409 payout_status_conflict.
 */
export async function decidePayout(
  ctx: AppContext,
  admin: RequestAuth,
  id: string,
  decision: PayoutDecision,
  meta: { ip: string },
): Promise<AdminPayout> {
  const effect = effects[decision.action];
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const before = await lockPayout(tx, id);
    if (!before) throw new AppError('not_found');
    const row = canTransition(decision.action, before.status)
      ? await transitionPayout(tx, {
          id,
          from: payoutTransitions[decision.action].from,
          set: changesOf(decision, admin.user.id, now),
        })
      : undefined;
    if (!row) throw new AppError('payout_status_conflict', { status: before.status });
    if (decision.action === 'approve') {
      // Approving sends money on; a suspended merchant's payout can only be rejected.
      const merchant = await shareLockMerchant(tx, row.merchantId);
      if (merchant?.suspendedAt) throw new AppError('merchant_suspended');
    }
    const payout = toPayout(row);
    await recordAudit(tx, {
      action: effect.audit,
      actorUserId: admin.user.id,
      actorEmail: admin.user.email,
      targetType: 'payout',
      targetId: row.id,
      merchantId: row.merchantId,
      details: {
        reference: payout.reference,
        amount: row.amount,
        currency: row.currency,
        from: before.status,
        ...(decision.action === 'markPaid' ? { bankReference: decision.bankReference } : {}),
        ...(decision.action === 'reject' || decision.action === 'markFailed'
          ? { reason: decision.reason }
          : {}),
      },
      ipAddress: meta.ip,
    });
    await recordEvent(tx, { merchantId: row.merchantId, type: effect.event, data: payout, createdAt: now });
    await emailPayout(ctx, tx, row, emailOf(decision));
    if (effect.ledger) {
      await postLedgerTransaction(tx, {
        kind: effect.ledger.kind,
        referenceId: row.id,
        at: now,
        lines: effect.ledger.lines(row),
      });
    }
  });
  return adminPayout(ctx.db, id);
}
