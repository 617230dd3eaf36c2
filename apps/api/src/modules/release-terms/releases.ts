import type { LinkCurrency } from '@kopru/domain/money';
import type { MerchantReleases } from '@kopru/domain/schemas/release-terms';
import { and, asc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { marketplaceItems } from '../../db/schema/marketplace-items.ts';
import { payments } from '../../db/schema/payments.ts';
import { isMarketplace } from '../../env.ts';
import { merchantBalances } from '../ledger/repository.ts';
import { acquirerPartsOf } from './acquirer-parts.ts';
import { releaseTermsFor } from './terms.ts';

const LIST_LIMIT = 20;

/**
 * What the merchant's overview and payouts page show (decision 013): its terms, what is held per
 * currency, and per payment still held when its share and its reserve are released. The share
 * is released when it moves to available (platform mode) or iyzico approved its item (marketplace),
 * where iyzico's own figures add when iyzico pays each part and at what rate.
 */
export async function merchantReleases(ctx: AppContext, merchantId: string): Promise<MerchantReleases> {
  const { db } = ctx;
  const marketplace = isMarketplace(ctx.env);
  const reserveHeld = and(gt(payments.reserve, 0), isNull(payments.reserveReleasedAt));
  const itemHeld = and(isNotNull(marketplaceItems.paymentId), isNull(marketplaceItems.releasedAt));
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
          or(isNull(payments.settledAt), reserveHeld, itemHeld),
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
  const itemPaymentIds = rows.filter((row) => row.hasItem).map((row) => row.payment.id);
  const parts = await acquirerPartsOf(db, itemPaymentIds);
  return {
    terms,
    held: heldPerCurrency(balances, marketplace).map((held) => ({
      ...held,
      nextReserveReleaseOn:
        nextReserve.find((next) => next.currency === held.currency)?.at.toISOString() ?? null,
    })),
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
      acquirer: hasItem ? (parts.get(payment.id) ?? { share: null, reserve: null }) : null,
    })),
  };
}

/**
 * What the merchant does not have yet, per currency: shares still pending and the reserve. In
 * marketplace mode the available balance is not the merchant's either: it waits for its release
 * to iyzico (decision 011).
 */
function heldPerCurrency(balances: Awaited<ReturnType<typeof merchantBalances>>, marketplace: boolean) {
  const currencies = [...new Set(balances.map((row) => row.currency))].sort();
  return currencies
    .map((currency) => {
      const of = (type: string) =>
        Math.max(0, balances.find((row) => row.currency === currency && row.type === type)?.balance ?? 0);
      const share = of('pending') + (marketplace ? of('available') : 0);
      const reserve = of('reserve');
      return { currency: currency as LinkCurrency, share, reserve, total: share + reserve };
    })
    .filter((held) => held.total > 0);
}
