import { and, count, eq, inArray, lte, min } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { emails } from '../../db/schema/emails.ts';
import { payments } from '../../db/schema/payments.ts';
import { payouts } from '../../db/schema/payouts.ts';
import { webhookDeliveries } from '../../db/schema/webhook-deliveries.ts';
import { unresolvedStatuses } from '../payments/state-machine.ts';

export interface BusinessFigures {
  paymentsByStatus: { status: string; count: number }[];
  /** Payouts waiting for an admin: requested or approved, not yet paid. */
  payoutQueue: number;
  webhookBacklog: number;
  oldestPendingWebhook: Date | null;
  emailBacklog: number;
  /** The unresolved payment that has waited longest for the reconciler, by its due time. */
  oldestDueReconciliation: Date | null;
}

/** What /metrics reports beside the HTTP figures; the same for every process (the database's). */
export async function readBusinessFigures(db: Executor, now: Date): Promise<BusinessFigures> {
  const [byStatus, [payoutRow], [webhookRow], [emailRow], [reconcileRow]] = await Promise.all([
    db.select({ status: payments.status, count: count() }).from(payments).groupBy(payments.status),
    db
      .select({ count: count() })
      .from(payouts)
      .where(inArray(payouts.status, ['requested', 'approved'])),
    db
      .select({ count: count(), oldest: min(webhookDeliveries.createdAt) })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.status, 'pending')),
    db.select({ count: count() }).from(emails).where(eq(emails.status, 'queued')),
    db
      .select({ oldest: min(payments.reconcileAfter) })
      .from(payments)
      .where(and(inArray(payments.status, [...unresolvedStatuses]), lte(payments.reconcileAfter, now))),
  ]);
  return {
    paymentsByStatus: byStatus,
    payoutQueue: payoutRow?.count ?? 0,
    webhookBacklog: webhookRow?.count ?? 0,
    oldestPendingWebhook: webhookRow?.oldest ?? null,
    emailBacklog: emailRow?.count ?? 0,
    oldestDueReconciliation: reconcileRow?.oldest ?? null,
  };
}
