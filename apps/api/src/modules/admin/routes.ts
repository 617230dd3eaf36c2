import { adminOverview } from '@kopru/domain/contracts/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { toAdminMerchant } from '../admin-merchants/present.ts';
import { requireRole } from '../auth/guard.ts';
import { platformPaymentStats } from '../payments/repository.ts';
import { countOpenPayouts } from '../payouts/repository.ts';
import { countMerchants, recentMerchants } from './repository.ts';

const DAY_MS = 86_400_000;

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, adminOverview, { onRequest: requireRole('admin') }, async () => {
    const now = app.ctx.clock.now();
    const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 29 * DAY_MS);
    const [counts, recent, payments, pendingPayouts] = await Promise.all([
      countMerchants(app.ctx.db),
      recentMerchants(app.ctx.db, 5),
      platformPaymentStats(app.ctx.db, since),
      countOpenPayouts(app.ctx.db),
    ]);
    return {
      totalMerchants: counts.total,
      pendingKyc: counts.pendingKyc,
      pendingPayouts,
      recentRegistrations: recent.map((row) => toAdminMerchant(row.merchant, row.email)),
      totalPayments: payments.completed,
      volume: payments.volume,
      volume30d: payments.daily,
    };
  });
};
