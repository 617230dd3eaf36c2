import type { AdminOverview } from '@kopru/domain/schemas/admin';
import type { AppContext } from '../../context.ts';
import { toAdminMerchant } from '../admin-merchants/present.ts';
import { checkAcquirer } from '../payments/acquirer-check.ts';
import { countPaymentsInReview } from '../payments/reconcile-repository.ts';
import { platformPaymentStats } from '../payments/repository.ts';
import { countOpenPayouts } from '../payouts/repository.ts';
import { countRefundsInReview } from '../refunds/reconcile-repository.ts';
import { countMerchants, recentMerchants } from './repository.ts';

const DAY_MS = 86_400_000;

/** The admin overview's platform figures: merchants, open work, payments of the last 30 days. */
export async function adminOverview(ctx: AppContext): Promise<AdminOverview> {
  const now = ctx.clock.now();
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 29 * DAY_MS);
  const [counts, recent, payments, pendingPayouts, acquirer, paymentsWaiting, refundsWaiting] =
    await Promise.all([
      countMerchants(ctx.db),
      recentMerchants(ctx.db, 5),
      platformPaymentStats(ctx.db, since),
      countOpenPayouts(ctx.db),
      checkAcquirer(ctx),
      countPaymentsInReview(ctx.db),
      countRefundsInReview(ctx.db),
    ]);
  return {
    totalMerchants: counts.total,
    pendingKyc: counts.pendingKyc,
    pendingPayouts,
    recentRegistrations: recent.map((row) => toAdminMerchant(row.merchant, row.email)),
    totalPayments: payments.completed,
    volume: payments.volume,
    volume30d: payments.daily,
    emailDelivery: ctx.email.delivery,
    acquirer,
    reconciliationWaiting: paymentsWaiting + refundsWaiting,
  };
}
