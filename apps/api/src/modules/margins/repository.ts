import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { payments } from '../../db/schema/payments.ts';
import { afterCursor } from '../../lib/pagination.ts';

/** Numbers and amounts come back as text: exact, and the same from PGlite and node-postgres. */
export interface MarginRow {
  id: string;
  reference: string;
  merchant_id: string;
  merchant_name: string;
  amount: string;
  currency: string;
  created_at: Date | string;
  commission: string;
  acquirer_commission: string | null;
  acquirer_fee: string | null;
  recorded_at: Date | string | null;
  /** Null while iyzico's figures are not all recorded. */
  margin: string | null;
}

export interface MarginMonthRow {
  month: string;
  currency: string;
  payments: string;
  commission: string;
  acquirer_commission: string;
  acquirer_fee: string;
  margin: string;
  unrecorded: string;
  unrecorded_commission: string;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Our commission on the payment as the ledger booked it: the platform's `fees` lines of its success. */
const bookedCommission = sql`lateral (
  select coalesce(sum(e.amount), 0) as commission, min(lt.created_at) as booked_at
  from ledger_transactions lt
  join ledger_entries e on e.transaction_id = lt.id
  join ledger_accounts a on a.id = e.account_id
  where lt.kind = 'payment' and lt.reference_id = payments.id and a.type = 'fees' and a.merchant_id is null
) ours`;

/**
 * iyzico's commission and fee summed over the payment's items, only when every item it was sent
 * (the share's, and the reserve's when there is one) has both figures on record: otherwise no row,
 * and the margin is unknown rather than guessed.
 */
const recordedFigures = sql`lateral (
  select sum(x.iyzi_commission_rate_amount) as commission, sum(x.iyzi_commission_fee) as fee,
    max(x.answered_at) as recorded_at
  from acquirer_item_figures x
  where x.payment_id = payments.id
  having count(*) = 1 + (select count(*) from marketplace_reserve_items r where r.payment_id = payments.id)
    and count(x.iyzi_commission_rate_amount) = count(*) and count(x.iyzi_commission_fee) = count(*)
) f on true`;

const margin = sql`(ours.commission - f.commission - f.fee)`;

/**
 * Succeeded marketplace payments (they have a basket item, decision 011) with our commission and
 * iyzico's figures, newest first from the cursor; `negative`: only those whose margin is below 0.
 */
export async function listMargins(
  db: Executor,
  query: { limit: number; negative: boolean; after: { id: string } | undefined },
): Promise<MarginRow[]> {
  const cursor = afterCursor(payments, query.after);
  const result = await db.execute(sql`
    select payments.id, payments.reference, payments.merchant_id, m.company_name as merchant_name,
      payments.amount::text as amount, payments.currency, payments.created_at,
      ours.commission::text as commission, f.commission::text as acquirer_commission,
      f.fee::text as acquirer_fee, f.recorded_at, ${margin}::text as margin
    from payments
    join marketplace_items mi on mi.payment_id = payments.id
    join merchants m on m.id = payments.merchant_id
    cross join ${bookedCommission}
    left join ${recordedFigures}
    where payments.status = 'succeeded'
      ${cursor ? sql`and ${cursor}` : sql``}
      ${query.negative ? sql`and ${margin} < 0` : sql``}
    order by payments.created_at desc, payments.id desc
    limit ${query.limit + 1}`);
  return rowsOf<MarginRow>(result);
}

/**
 * The margin per month (of the commission's booking, in Türkiye's time) and currency since
 * `since`, newest month first; payments without iyzico's figures are counted apart, not added.
 */
export async function marginMonths(db: Executor, since: Date): Promise<MarginMonthRow[]> {
  const recorded = sql`f.commission is not null`;
  const result = await db.execute(sql`
    select to_char(ours.booked_at at time zone 'Europe/Istanbul', 'YYYY-MM') as month, payments.currency,
      count(*) filter (where ${recorded})::text as payments,
      coalesce(sum(ours.commission) filter (where ${recorded}), 0)::text as commission,
      coalesce(sum(f.commission), 0)::text as acquirer_commission,
      coalesce(sum(f.fee), 0)::text as acquirer_fee,
      coalesce(sum(${margin}), 0)::text as margin,
      count(*) filter (where not ${recorded})::text as unrecorded,
      coalesce(sum(ours.commission) filter (where not ${recorded}), 0)::text as unrecorded_commission
    from payments
    join marketplace_items mi on mi.payment_id = payments.id
    cross join ${bookedCommission}
    left join ${recordedFigures}
    where payments.status = 'succeeded' and ours.booked_at >= ${since.toISOString()}::timestamptz
    group by 1, 2
    order by 1 desc, 2`);
  return rowsOf<MarginMonthRow>(result);
}
