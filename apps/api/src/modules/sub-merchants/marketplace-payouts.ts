import { maskIban } from '@kopru/domain/iban';
import { linkCurrencies } from '@kopru/domain/money';
import type {
  MarketplacePayouts,
  MarketplaceRelease,
  SettlementCurrency,
} from '@kopru/domain/schemas/marketplace-payouts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { disputes } from '../../db/schema/disputes.ts';
import { marketplaceItems } from '../../db/schema/marketplace-items.ts';
import { payments } from '../../db/schema/payments.ts';
import { refunds } from '../../db/schema/refunds.ts';
import type { SubMerchantRow } from '../../db/schema/sub-merchants.ts';
import { isMarketplace } from '../../env.ts';
import { findPayoutAccount } from '../payouts/repository.ts';
import { settlementAccountOf } from './details.ts';
import { refundedShare } from './release-repository.ts';
import { findSubMerchant } from './repository.ts';

const SHOWN = 50;

/** TRY, and each currency whose account (IBAN) an admin has approved. */
export function settlementCurrenciesOf(
  account: Awaited<ReturnType<typeof findPayoutAccount>>,
): SettlementCurrency[] {
  if (!account) return ['TRY'];
  const held = { USD: account.ibanUsd, EUR: account.ibanEur, GBP: account.ibanGbp };
  return ['TRY', ...linkCurrencies.filter((currency) => held[currency])];
}

/**
 * Whether iyzico has taken the registration as it stands. No row: nothing was ever queued (KYC
 * approved in platform mode), which the operator must look at like a refusal.
 */
function statusOf(row: SubMerchantRow | undefined): MarketplacePayouts['settlementStatus'] {
  if (!row || row.reviewSince) return 'review';
  return row.syncedVersion < row.version ? 'sending' : 'confirmed';
}

/**
 * The merchant's payouts page in marketplace mode (decision 011): iyzico pays, so the page shows
 * each charged payment's share, when the platform releases it to iyzico and to which IBAN iyzico
 * pays. In `platform` mode: only the mode, and the page offers payout requests as before.
 */
export async function marketplacePayoutsOf(ctx: AppContext, merchantId: string): Promise<MarketplacePayouts> {
  const settlementDelayDays = ctx.env.SETTLEMENT_DELAY_DAYS;
  if (!isMarketplace(ctx.env))
    return {
      mode: 'platform',
      ibanMasked: null,
      settlementCurrency: 'TRY',
      settlementCurrencies: ['TRY'],
      settlementStatus: null,
      settlementDelayDays,
      releases: [],
    };
  const [account, registration] = await Promise.all([
    findPayoutAccount(ctx.db, merchantId),
    findSubMerchant(ctx.db, merchantId),
  ]);
  const settlement = account
    ? settlementAccountOf({ ...account, settlementCurrency: registration?.settlementCurrency ?? 'TRY' })
    : null;
  const rows = await ctx.db
    .select({
      item: marketplaceItems,
      reference: payments.reference,
      availableAt: payments.availableAt,
      refunded: refundedShare(marketplaceItems.paymentId),
    })
    .from(marketplaceItems)
    .innerJoin(payments, eq(payments.id, marketplaceItems.paymentId))
    .where(and(eq(marketplaceItems.merchantId, merchantId), eq(payments.status, 'succeeded')))
    .orderBy(desc(marketplaceItems.createdAt))
    .limit(SHOWN);
  const ids = rows.map((row) => row.item.paymentId);
  const held = new Set<string>();
  if (ids.length > 0) {
    const disputed = await ctx.db
      .select({ paymentId: disputes.paymentId })
      .from(disputes)
      .where(
        and(
          inArray(disputes.paymentId, ids),
          inArray(disputes.status, ['needs_response', 'under_review', 'lost']),
        ),
      );
    const refunded = await ctx.db
      .select({ paymentId: refunds.paymentId })
      .from(refunds)
      .where(and(inArray(refunds.paymentId, ids), eq(refunds.status, 'pending')));
    for (const row of [...disputed, ...refunded]) held.add(row.paymentId);
  }
  return {
    mode: 'marketplace',
    ibanMasked: settlement ? maskIban(settlement.iban) : null,
    settlementCurrency: settlement?.currency ?? 'TRY',
    settlementCurrencies: settlementCurrenciesOf(account),
    settlementStatus: statusOf(registration),
    settlementDelayDays,
    releases: rows.map(
      ({ item, reference, availableAt, refunded }): MarketplaceRelease => ({
        paymentId: item.paymentId,
        transactionId: reference,
        // What was released, or what is left to release after the payment's refunds (release-price.ts).
        amount: item.releasedAmount ?? Math.max(item.subMerchantPrice - refunded, 0),
        currency: item.currency as MarketplaceRelease['currency'],
        status: item.releasedAt
          ? 'released'
          : held.has(item.paymentId) || item.subMerchantPrice <= refunded
            ? 'held'
            : item.reviewSince
              ? 'review'
              : 'waiting',
        releaseOn: (availableAt ?? null)?.toISOString() ?? null,
        releasedAt: item.releasedAt?.toISOString() ?? null,
      }),
    ),
  };
}
