import type { LinkCurrency } from '@kopru/domain/money';
import type { MerchantReleases } from '@kopru/domain/schemas/release-terms';
import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { marketplaceItems } from '../../db/schema/marketplace-items.ts';
import { payments } from '../../db/schema/payments.ts';
import { merchantBalances } from '../ledger/repository.ts';
import { releaseTermsFor } from './terms.ts';

const LIST_LIMIT = 20;

/**
 * What the merchant's overview and payouts page show (decision 013): its terms, the reserve held
 * per currency, and per payment still held when its share and its reserve are released. The share
 * is released when it moves to available (platform mode) or iyzico approved its item (marketplace).
 */
export async function merchantReleases(ctx: AppContext, merchantId: string): Promise<MerchantReleases> {
  const { db } = ctx;
  const reserveHeld = and(gt(payments.reserve, 0), isNull(payments.reserveReleasedAt));
  const [terms, balances, rows, nextReserve] = await Promise.all([
    releaseTermsFor(db, ctx.env, merchantId),
    merchantBalances(db, merchantId),
    db
      .select({
        payment: payments,
        itemReleasedAt: marketplaceItems.releasedAt,
        hasItem: marketplaceItems.paymentId,
      })
      .from(payments)
      .leftJoin(marketplaceItems, eq(marketplaceItems.paymentId, payments.id))
      .where(
        and(
          eq(payments.merchantId, merchantId),
          eq(payments.status, 'succeeded'),
          or(isNull(payments.settledAt), reserveHeld),
        ),
      )
      .orderBy(
        asc(
          sql`case when ${payments.settledAt} is null then ${payments.availableAt} else ${payments.reserveReleaseAt} end`,
        ),
        asc(payments.id),
      )
      .limit(LIST_LIMIT),
    db
      .select({
        currency: payments.currency,
        at: sql<Date>`min(${payments.reserveReleaseAt})`.mapWith((v) => new Date(v)),
      })
      .from(payments)
      .where(and(eq(payments.merchantId, merchantId), eq(payments.status, 'succeeded'), reserveHeld))
      .groupBy(payments.currency),
  ]);
  const held = balances
    .filter((row) => row.type === 'reserve' && row.balance > 0)
    .map((row) => ({
      currency: row.currency as LinkCurrency,
      reserve: row.balance,
      nextReserveReleaseOn:
        nextReserve.find((next) => next.currency === row.currency)?.at.toISOString() ?? null,
    }))
    .sort((a, b) => a.currency.localeCompare(b.currency));
  return {
    terms,
    held,
    payments: rows.map(({ payment, itemReleasedAt, hasItem }) => ({
      paymentId: payment.id,
      transactionId: payment.reference,
      currency: payment.currency,
      share: payment.net - payment.reserve - payment.withholdingTax,
      shareReleaseOn: payment.availableAt?.toISOString() ?? null,
      shareReleased: hasItem ? itemReleasedAt !== null : payment.settledAt !== null,
      reserve: payment.reserve,
      reserveReleaseOn: payment.reserve > 0 ? (payment.reserveReleaseAt?.toISOString() ?? null) : null,
      reserveReleased: payment.reserveReleasedAt !== null,
    })),
  };
}
