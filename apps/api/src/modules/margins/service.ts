import { AppError } from '@kopru/domain/errors';
import type { MarginMonths, PaymentMargin } from '@kopru/domain/schemas/margins';
import type { AppContext } from '../../context.ts';
import { type Page, toPage } from '../../lib/pagination.ts';
import { findPaymentById } from '../payments/repository.ts';
import { listMargins, type MarginRow, marginMonths } from './repository.ts';

/** The months the totals cover: this one and the 11 before it. */
const MONTHS = 12;
/** Türkiye's time is UTC+3 all year (since 2016). */
const ISTANBUL_OFFSET_MS = 3 * 3_600_000;

/** An exact decimal without the zeros PostgreSQL's numeric scale adds: "315.216800" -> "315.2168". */
export function trimDecimal(text: string): string {
  if (!text.includes('.')) return text;
  const trimmed = text.replace(/0+$/, '').replace(/\.$/, '');
  return trimmed === '-0' ? '0' : trimmed;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function toPaymentMargin(row: MarginRow): PaymentMargin {
  const { acquirer_commission: commission, acquirer_fee: fee, recorded_at: recordedAt } = row;
  return {
    id: row.id,
    transactionId: row.reference,
    merchantId: row.merchant_id,
    merchantName: row.merchant_name,
    amount: Number(row.amount),
    currency: row.currency as PaymentMargin['currency'],
    createdAt: iso(row.created_at),
    commission: Number(row.commission),
    acquirer:
      commission !== null && fee !== null && recordedAt !== null
        ? { commission: trimDecimal(commission), fee: trimDecimal(fee), recordedAt: iso(recordedAt) }
        : null,
    margin: row.margin === null ? null : trimDecimal(row.margin),
  };
}

/**
 * One page of marketplace payments with the platform's margin, newest first (`negative`: the
 * payments that lost money); an unknown cursor is 404.
 */
export async function marginPage(
  ctx: AppContext,
  query: { limit: number; only: 'all' | 'negative'; starting_after?: string | undefined },
): Promise<Page<PaymentMargin>> {
  const after = query.starting_after ? await findPaymentById(ctx.db, query.starting_after) : undefined;
  if (query.starting_after && !after) throw new AppError('not_found', { param: 'starting_after' });
  const rows = await listMargins(ctx.db, { limit: query.limit, negative: query.only === 'negative', after });
  const page = toPage(rows, query.limit);
  return { data: page.data.map(toPaymentMargin), has_more: page.has_more };
}

/** The first instant of the month `MONTHS - 1` months before `now`'s, in Türkiye's time. */
export function firstMonthStart(now: Date): Date {
  const local = new Date(now.getTime() + ISTANBUL_OFFSET_MS);
  const start = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - (MONTHS - 1), 1);
  return new Date(start - ISTANBUL_OFFSET_MS);
}

/** The margin's totals per month and currency over the last 12 months, newest first. */
export async function marginTotals(ctx: AppContext): Promise<MarginMonths> {
  const rows = await marginMonths(ctx.db, firstMonthStart(ctx.clock.now()));
  return {
    months: rows.map((row) => ({
      month: row.month,
      currency: row.currency as PaymentMargin['currency'],
      payments: Number(row.payments),
      commission: Number(row.commission),
      acquirerCommission: trimDecimal(row.acquirer_commission),
      acquirerFee: trimDecimal(row.acquirer_fee),
      margin: trimDecimal(row.margin),
      unrecorded: Number(row.unrecorded),
      unrecordedCommission: Number(row.unrecorded_commission),
    })),
  };
}
