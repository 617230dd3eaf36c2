import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { disputes } from '../../db/schema/disputes.ts';
import { events } from '../../db/schema/events.ts';
import { ledgerAccounts } from '../../db/schema/ledger-accounts.ts';
import { ledgerEntries } from '../../db/schema/ledger-entries.ts';
import { ledgerTransactions } from '../../db/schema/ledger-transactions.ts';
import { refunds } from '../../db/schema/refunds.ts';
import { webhookAttempts } from '../../db/schema/webhook-attempts.ts';
import { webhookDeliveries } from '../../db/schema/webhook-deliveries.ts';
import { webhookEndpoints } from '../../db/schema/webhook-endpoints.ts';

/** A payment's refunds, oldest first. */
export async function refundsOfPayment(db: Executor, paymentId: string) {
  return db.select().from(refunds).where(eq(refunds.paymentId, paymentId)).orderBy(asc(refunds.createdAt));
}

/** A payment's disputes, oldest first. */
export async function disputesOfPayment(db: Executor, paymentId: string) {
  return db.select().from(disputes).where(eq(disputes.paymentId, paymentId)).orderBy(asc(disputes.createdAt));
}

/** Every ledger entry of the transactions that reference these ids (a payment, its refunds and disputes). */
export async function ledgerLinesOf(db: Executor, referenceIds: string[]) {
  if (referenceIds.length === 0) return [];
  return db
    .select({
      ledgerTransactionId: ledgerTransactions.id,
      referenceId: ledgerTransactions.referenceId,
      kind: ledgerTransactions.kind,
      account: ledgerAccounts.type,
      merchantId: ledgerAccounts.merchantId,
      currency: ledgerEntries.currency,
      amount: ledgerEntries.amount,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(inArray(ledgerTransactions.referenceId, referenceIds))
    .orderBy(asc(ledgerEntries.id));
}

/**
 * The merchant's events about these objects (a payment, its refunds and disputes: each event's
 * `data.id`), oldest first. None is older than the payment, so `since` keeps the scan on the
 * (merchant, created_at) index.
 */
export async function eventsAbout(
  db: Executor,
  { merchantId, since, ids }: { merchantId: string; since: Date; ids: string[] },
) {
  if (ids.length === 0) return [];
  return db
    .select({ id: events.id, type: events.type, createdAt: events.createdAt })
    .from(events)
    .where(
      and(
        eq(events.merchantId, merchantId),
        gte(events.createdAt, since),
        inArray(sql<string>`${events.data}->>'id'`, ids),
      ),
    )
    .orderBy(asc(events.createdAt), asc(events.id));
}

/** The webhook deliveries of these events to the merchant's endpoints, oldest first. */
export async function deliveriesOfEvents(
  db: Executor,
  { merchantId, eventIds }: { merchantId: string; eventIds: string[] },
) {
  if (eventIds.length === 0) return [];
  return db
    .select({ delivery: webhookDeliveries, endpointUrl: webhookEndpoints.url })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.merchantId, merchantId), inArray(webhookDeliveries.eventId, eventIds)))
    .orderBy(asc(webhookDeliveries.createdAt), asc(webhookDeliveries.id));
}

/** The last attempt of each of these deliveries. */
export async function lastAttemptsOf(db: Executor, deliveryIds: string[]) {
  if (deliveryIds.length === 0) return new Map<string, { statusCode: number | null; createdAt: Date }>();
  const rows = await db
    .selectDistinctOn([webhookAttempts.deliveryId], {
      deliveryId: webhookAttempts.deliveryId,
      statusCode: webhookAttempts.statusCode,
      createdAt: webhookAttempts.createdAt,
    })
    .from(webhookAttempts)
    .where(inArray(webhookAttempts.deliveryId, deliveryIds))
    .orderBy(webhookAttempts.deliveryId, desc(webhookAttempts.attempt));
  return new Map(rows.map((row) => [row.deliveryId, row]));
}
