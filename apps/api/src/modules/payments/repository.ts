import { referenceSearchTerms } from '@kopru/domain/references';
import { and, asc, eq, gte, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedByShape, preparedQuery } from '../../db/prepared.ts';
import { ledgerAccounts } from '../../db/schema/ledger-accounts.ts';
import { merchantBrands } from '../../db/schema/merchant-brands.ts';
import { merchants } from '../../db/schema/merchants.ts';
import { paymentLinks } from '../../db/schema/payment-links.ts';
import { type PaymentRow, payments } from '../../db/schema/payments.ts';
import { sameReference } from '../../lib/metadata.ts';
import { afterCursor, newestFirst } from '../../lib/pagination.ts';
import { insertWithNewReference } from '../../lib/references.ts';

type NewPayment = Omit<typeof payments.$inferInsert, 'number' | 'reference'>;

/** Inserts the payment under a new random TX- reference (a taken one is drawn again). */
export async function insertPayment(db: Executor, payment: NewPayment): Promise<PaymentRow> {
  return insertWithNewReference('TX', async (reference) => {
    const [row] = await insertPaymentStatement(db, { ...payment, reference });
    return row;
  });
}

// Built once per set of columns (db/prepared.ts): the payment path inserts one on every request.
const insertPaymentStatement = preparedByShape<typeof payments.$inferInsert, PaymentRow[]>(
  'payment_insert',
  payments,
  'insert',
  (db, placeholders) =>
    db
      .insert(payments)
      .values(placeholders as unknown as typeof payments.$inferInsert)
      .onConflictDoNothing({ target: payments.reference })
      .returning(),
);

/** Moves a payment (record-outcome.ts); returns it as it is afterwards. */
export async function updatePayment(
  db: Executor,
  id: string,
  values: Partial<typeof payments.$inferInsert>,
): Promise<PaymentRow | undefined> {
  const [row] = await updatePaymentStatement(db, values, { whereId: id });
  return row;
}

const updatePaymentStatement = preparedByShape<Partial<typeof payments.$inferInsert>, PaymentRow[]>(
  'payment_update',
  payments,
  'update',
  (db, placeholders) =>
    db
      .update(payments)
      .set(placeholders)
      .where(eq(payments.id, sql.placeholder('whereId')))
      .returning(),
);

/**
 * The payment locked for its outcome, with its merchant's name for the receipt and the merchant's
 * negative balance in the payment's currency (what it owes after a dispute, <= 0, read without
 * lock as ledger/negative-balance.ts negativeBalance does): a success needs both, and they come
 * with the lock rather than in two more round trips.
 */
export async function lockPaymentForOutcome(db: Executor, id: string) {
  const [row] = await lockPaymentStatement(db, { id });
  return row;
}

// The account's id as ledger/repository.ts accountId derives it.
const negativeBalanceOfMerchant =
  sql<number>`coalesce((select ${ledgerAccounts.balance} from ${ledgerAccounts}
  where ${ledgerAccounts.id} = 'acct_' || ${payments.merchantId} || '_negative_balance_' || ${payments.currency}), 0)::bigint`.mapWith(
    Number,
  );

const lockPaymentStatement = preparedQuery('payment_lock_for_outcome', (db) =>
  db
    .select({
      current: payments,
      merchantName: merchants.companyName,
      negativeBalance: negativeBalanceOfMerchant,
      // The receipt e-mail shows the merchant's brand: read here, not in a round trip of its own.
      brand: merchantBrands,
    })
    .from(payments)
    .innerJoin(merchants, eq(merchants.id, payments.merchantId))
    .leftJoin(merchantBrands, eq(merchantBrands.merchantId, payments.merchantId))
    .where(eq(payments.id, sql.placeholder('id')))
    .for('update', { of: payments }),
);

export interface PaymentFilter {
  merchantId?: string | undefined;
  status?: PaymentRow['status'] | undefined;
  currency?: PaymentRow['currency'] | undefined;
  /** Inclusive UTC days, YYYY-MM-DD. */
  from?: string | undefined;
  to?: string | undefined;
  /** A reference as typed (TX-7KQ4MZ2P9A, 7kq4mz2p9a; an old TX-000123 or 123) or pay_… */
  q?: string | undefined;
  linkId?: string | undefined;
  /** The merchant's own reference, whole, in any case. */
  clientReference?: string | undefined;
}

function filterCondition(filter: PaymentFilter) {
  const references = filter.q ? referenceSearchTerms('TX', filter.q) : [];
  return and(
    filter.merchantId ? eq(payments.merchantId, filter.merchantId) : undefined,
    filter.status ? eq(payments.status, filter.status) : undefined,
    filter.currency ? eq(payments.currency, filter.currency) : undefined,
    filter.linkId ? eq(payments.linkId, filter.linkId) : undefined,
    filter.from ? gte(payments.createdAt, new Date(`${filter.from}T00:00:00Z`)) : undefined,
    filter.to
      ? lt(payments.createdAt, new Date(Date.parse(`${filter.to}T00:00:00Z`) + 86_400_000))
      : undefined,
    filter.q
      ? or(
          eq(payments.id, filter.q),
          references.length > 0 ? inArray(payments.reference, references) : undefined,
          sameReference(payments.clientReference, filter.q),
        )
      : undefined,
    filter.clientReference ? sameReference(payments.clientReference, filter.clientReference) : undefined,
  );
}

export async function findPayment(db: Executor, { merchantId, id }: { merchantId: string; id: string }) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.merchantId, merchantId), eq(payments.id, id)))
    .limit(1);
  return row;
}

export async function findPaymentById(db: Executor, id: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row;
}

export async function listPayments(
  db: Executor,
  filter: PaymentFilter & { limit: number; after?: PaymentRow | undefined },
) {
  return db
    .select({ payment: payments, merchantName: merchants.companyName })
    .from(payments)
    .innerJoin(merchants, eq(merchants.id, payments.merchantId))
    .where(and(filterCondition(filter), afterCursor(payments, filter.after)))
    .orderBy(...newestFirst(payments))
    .limit(filter.limit + 1);
}

/** Succeeded payments whose funds are still pending and due now; locked for this worker. */
export async function claimDueSettlements(db: Executor, now: Date, limit: number) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'succeeded'), isNull(payments.settledAt), lte(payments.availableAt, now)))
    .orderBy(asc(payments.availableAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function markSettled(db: Executor, id: string, now: Date): Promise<void> {
  await db.update(payments).set({ settledAt: now }).where(eq(payments.id, id));
}

/**
 * The overview's figures. Each query reads one partial index of the merchant's succeeded (or
 * succeeded and unsettled) payments and they run together; the completed count does not read
 * the payments at all, and one pass over the days since `from` serves the month and the chart.
 */
export async function merchantPaymentStats(db: Executor, merchantId: string, from: Date) {
  const succeeded = and(eq(payments.merchantId, merchantId), eq(payments.status, 'succeeded'));
  const [completed, [unsettled], daily, nextAvailable] = await Promise.all([
    completedPayments(db, merchantId),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(payments)
      .where(and(succeeded, isNull(payments.settledAt))),
    dailyAmounts(db, and(succeeded, gte(payments.createdAt, from))),
    nextAvailableByCurrency(db, merchantId),
  ]);
  return { completed, pending: unsettled?.count ?? 0, daily, nextAvailable };
}

/**
 * The merchant's succeeded payments without counting them one by one: its links' folded counts,
 * the succeeded payments not folded yet (a few seconds' worth, decision 004) and any succeeded
 * payment without a link. One statement, so a fold between the parts cannot count a payment twice.
 */
async function completedPayments(db: Executor, merchantId: string): Promise<number> {
  const result = await db.execute<{ completed: number }>(sql`
    select (
      (select coalesce(sum(${paymentLinks.successfulPayments}), 0) from ${paymentLinks}
        where ${paymentLinks.merchantId} = ${merchantId})
      + (select count(*) from ${payments}
        where ${payments.linkCountPending} and ${payments.merchantId} = ${merchantId})
      + (select count(*) from ${payments}
        where ${payments.status} = 'succeeded' and ${payments.linkId} is null
          and ${payments.merchantId} = ${merchantId})
    )::int as completed`);
  return Number((result as unknown as { rows: { completed: number }[] }).rows[0]?.completed ?? 0);
}

/**
 * Sums per UTC day and currency, oldest first. Grouped by the day's start and written as text only
 * for the thirty-odd groups: formatting every row first made it the overview's slowest part.
 */
function dailyAmounts(db: Executor, where: SQL | undefined) {
  const dayStart = sql`date_trunc('day', ${payments.createdAt} at time zone 'UTC')`;
  const perDay = db
    .select({
      day: dayStart.as('day'),
      currency: payments.currency,
      amount: sql<number>`sum(${payments.amount})::bigint`.as('amount'),
    })
    .from(payments)
    .where(where)
    .groupBy(dayStart, payments.currency)
    .as('per_day');
  return db
    .select({
      date: sql<string>`to_char(${perDay.day}, 'YYYY-MM-DD')`,
      currency: perDay.currency,
      amount: sql<number>`${perDay.amount}`.mapWith(Number),
    })
    .from(perDay)
    .orderBy(perDay.day);
}

/** Per currency, when the oldest pending (unsettled) funds become available. */
export async function nextAvailableByCurrency(db: Executor, merchantId: string) {
  return db
    .select({
      currency: payments.currency,
      at: sql<Date>`min(${payments.availableAt})`.mapWith((v) => new Date(v)),
    })
    .from(payments)
    .where(
      and(eq(payments.merchantId, merchantId), eq(payments.status, 'succeeded'), isNull(payments.settledAt)),
    )
    .groupBy(payments.currency);
}

/** Platform-wide figures for the admin overview: succeeded payments, volume per currency, daily volume. */
export async function platformPaymentStats(db: Executor, since: Date) {
  const [counts] = await db
    .select({ completed: sql<number>`count(*)::int` })
    .from(payments)
    .where(eq(payments.status, 'succeeded'));
  const volume = await db
    .select({
      currency: payments.currency,
      amount: sql<number>`sum(${payments.amount})::bigint`.mapWith(Number),
    })
    .from(payments)
    .where(eq(payments.status, 'succeeded'))
    .groupBy(payments.currency)
    .orderBy(payments.currency);
  const daily = await dailyAmounts(db, and(eq(payments.status, 'succeeded'), gte(payments.createdAt, since)));
  return { completed: counts?.completed ?? 0, volume, daily };
}
