import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import {
  type ExportRecordRow,
  exportProceedsWarnings,
  exportRecords,
} from '../../db/schema/export-records.ts';
import { payments } from '../../db/schema/payments.ts';

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Worker pass (and the list's catch-up for one merchant): copies up to `limit` succeeded payments
 * not yet recorded into export_records with their link's goods, GTİP code and country of origin,
 * in one statement. The payment path only set the flag on its own row (decision 004); rows
 * another pass holds are skipped, and a payment already recorded is left as it is.
 */
export async function foldExportRecords(
  db: Database,
  { limit = 500, merchantId }: { limit?: number; merchantId?: string } = {},
): Promise<number> {
  const scope = merchantId ? sql`and merchant_id = ${merchantId}` : sql``;
  const result = await db.execute(sql`
    with claimed as (
      select id from payments where export_record_pending ${scope} limit ${limit} for update skip locked
    ), done as (
      update payments set export_record_pending = false from claimed where payments.id = claimed.id
      returning payments.id, payments.merchant_id, payments.created_at, payments.description,
        payments.quantity, payments.amount, payments.currency, payments.payer_details,
        payments.payer_email, payments.link_id
    ), inserted as (
      insert into export_records (payment_id, merchant_id, sold_at, goods, quantity, gtip_code,
        origin_country, buyer_name, buyer_email, buyer_country, amount, currency)
      select d.id, d.merchant_id, d.created_at, coalesce(l.product_name, d.description), d.quantity,
        l.gtip_code, coalesce(l.origin_country, 'TR'), d.payer_details->>'name', d.payer_email,
        coalesce(d.payer_details->'shippingAddress'->>'country', d.payer_details->'billingAddress'->>'country'),
        d.amount, d.currency
      from done d left join payment_links l on l.id = d.link_id
      on conflict (payment_id) do nothing
      returning 1
    )
    select (select count(*) from done)::int as folded`);
  return Number(rowsOf<{ folded: number }>(result)[0]?.folded ?? 0);
}

/**
 * The rate of the sale's Istanbul date or the newest before it, TCMB before manual on the same
 * date, as "rate|date|source" (one scalar sub-select, read by rateOf).
 */
const rateAtSale = sql<string | null>`(select er.rate::text || '|' || er.rate_date::text || '|' || er.source
  from exchange_rates er where er.currency = ${exportRecords.currency}
  and er.rate_date <= (${exportRecords.soldAt} at time zone 'Europe/Istanbul')::date
  order by er.rate_date desc, (er.source = 'tcmb') desc limit 1)`;

/**
 * First in, first out (docs/export.md): the merchant's sales of the currency up to and including
 * this one, net of fees and refunds, against its paid payouts of that currency.
 */
const netUpToSale = sql<string>`(select coalesce(sum(greatest(pp.net - pp.amount_refunded, 0)), 0)::text
  from export_records rr join payments pp on pp.id = rr.payment_id
  where rr.merchant_id = ${exportRecords.merchantId} and rr.currency = ${exportRecords.currency}
  and (rr.sold_at, rr.payment_id) <= (${exportRecords.soldAt}, ${exportRecords.paymentId}))`;
const paidOut = sql<string>`(select coalesce(sum(po.amount), 0)::text from payouts po
  where po.merchant_id = ${exportRecords.merchantId} and po.currency = ${exportRecords.currency}
  and po.status = 'paid')`;
const paidAfterSale = sql<boolean>`exists (select 1 from payouts po
  where po.merchant_id = ${exportRecords.merchantId} and po.currency = ${exportRecords.currency}
  and po.status = 'paid' and po.requested_at > ${exportRecords.soldAt})`;

/**
 * Marketplace mode (docs/export.md): the payment's items iyzico pays the merchant (its share and
 * its reserve) as "items|released|dated|day": how many there are, how many we released to iyzico,
 * how many carry iyzico's payout date (acquirer_item_figures.blockage_resolved_date), and the last
 * day iyzico pays one: its date, or the Istanbul day we released it when that is later.
 * "0|0|0|": none (platform mode, where payouts carry the money home).
 */
const acquirerItems = sql<string>`(select count(*)::text || '|' || count(i.released_at)::text || '|'
  || count(f.blockage_resolved_date)::text || '|'
  || coalesce(max(greatest(f.blockage_resolved_date,
    (i.released_at at time zone 'Europe/Istanbul')::date))::text, '')
  from (select m.payment_id as item_id, m.released_at from marketplace_items m
      where m.payment_id = ${exportRecords.paymentId}
    union all select r.payment_id || '_reserve', r.released_at from marketplace_reserve_items r
      where r.payment_id = ${exportRecords.paymentId}) i
  left join acquirer_item_figures f on f.payment_id = ${exportRecords.paymentId} and f.item_id = i.item_id)`;

const recordColumns = {
  record: exportRecords,
  reference: payments.reference,
  amountRefunded: payments.amountRefunded,
  rate: rateAtSale,
  netUpToSale,
  paidOut,
  paidAfterSale,
  acquirerItems,
};

export type ExportRecordWithFigures = {
  record: ExportRecordRow;
  reference: string;
  amountRefunded: number;
  rate: string | null;
  netUpToSale: string;
  paidOut: string;
  paidAfterSale: boolean;
  acquirerItems: string;
};

/** Newest sale first, by the keyset (sold_at, payment_id); `from`/`to` bound the sale time. */
export async function listExportRecords(
  db: Executor,
  filter: {
    merchantId: string;
    from?: Date;
    to?: Date;
    limit: number;
    afterPaymentId?: string;
    oldestFirst?: boolean;
  },
): Promise<ExportRecordWithFigures[]> {
  const conditions: (SQL | undefined)[] = [
    eq(exportRecords.merchantId, filter.merchantId),
    filter.from ? gte(exportRecords.soldAt, filter.from) : undefined,
    filter.to ? lt(exportRecords.soldAt, filter.to) : undefined,
  ];
  if (filter.afterPaymentId) {
    const cursor = sql`(select c.sold_at, c.payment_id from export_records c where c.payment_id = ${filter.afterPaymentId})`;
    conditions.push(
      filter.oldestFirst
        ? sql`(${exportRecords.soldAt}, ${exportRecords.paymentId}) > ${cursor}`
        : sql`(${exportRecords.soldAt}, ${exportRecords.paymentId}) < ${cursor}`,
    );
  }
  const order = filter.oldestFirst
    ? [exportRecords.soldAt, exportRecords.paymentId]
    : [desc(exportRecords.soldAt), desc(exportRecords.paymentId)];
  const rows = await db
    .select(recordColumns)
    .from(exportRecords)
    .innerJoin(payments, eq(payments.id, exportRecords.paymentId))
    .where(and(...conditions))
    .orderBy(...order)
    .limit(filter.limit + 1);
  return rows as ExportRecordWithFigures[];
}

export async function findExportRecord(
  db: Executor,
  merchantId: string,
  paymentId: string,
): Promise<ExportRecordWithFigures | undefined> {
  const [row] = await db
    .select(recordColumns)
    .from(exportRecords)
    .innerJoin(payments, eq(payments.id, exportRecords.paymentId))
    .where(and(eq(exportRecords.merchantId, merchantId), eq(exportRecords.paymentId, paymentId)))
    .limit(1);
  return row as ExportRecordWithFigures | undefined;
}

/** The record locked for an edit, scoped to the merchant. */
export async function lockExportRecord(db: Executor, merchantId: string, paymentId: string) {
  const [row] = await db
    .select()
    .from(exportRecords)
    .where(and(eq(exportRecords.merchantId, merchantId), eq(exportRecords.paymentId, paymentId)))
    .for('update');
  return row;
}

export async function updateExportNumbers(
  db: Executor,
  paymentId: string,
  values: Partial<Pick<ExportRecordRow, 'invoiceNumber' | 'trackingNumber' | 'etgbNumber'>>,
) {
  await db.update(exportRecords).set(values).where(eq(exportRecords.paymentId, paymentId));
}

/**
 * Sales whose proceeds deadline is 0-30 days away and not yet warned at 7 days: the warning
 * worker's candidates, oldest first. `soldAfter`/`soldBefore` bound the sale time around the window.
 */
export async function proceedsWarningCandidates(
  db: Executor,
  { soldAfter, soldBefore, limit }: { soldAfter: Date; soldBefore: Date; limit: number },
): Promise<ExportRecordWithFigures[]> {
  const rows = await db
    .select(recordColumns)
    .from(exportRecords)
    .innerJoin(payments, eq(payments.id, exportRecords.paymentId))
    .where(
      and(
        gte(exportRecords.soldAt, soldAfter),
        lt(exportRecords.soldAt, soldBefore),
        sql`${payments.amountRefunded} < ${payments.amount}`,
        sql`not exists (select 1 from ${exportProceedsWarnings} w where w.payment_id = ${exportRecords.paymentId} and w.days_before = 7)`,
      ),
    )
    .orderBy(exportRecords.soldAt, exportRecords.paymentId)
    .limit(limit);
  return rows as ExportRecordWithFigures[];
}

/** Claims the warning of a sale at a threshold; false when a worker has already sent it. */
export async function claimProceedsWarning(
  db: Executor,
  paymentId: string,
  daysBefore: number,
  at: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(exportProceedsWarnings)
    .values({ paymentId, daysBefore, sentAt: at })
    .onConflictDoNothing()
    .returning({ paymentId: exportProceedsWarnings.paymentId });
  return inserted.length > 0;
}
