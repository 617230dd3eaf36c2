import { adminMerchantFinances } from '@kopru/domain/contracts/payments';
import { AppError } from '@kopru/domain/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { requireRole } from '../auth/guard.ts';
import { toBalances } from '../ledger/balances.ts';
import { merchantBalances } from '../ledger/repository.ts';
import { findMerchantWithEmail } from '../merchants/repository.ts';
import { toPaymentLink } from '../payment-links/mapping.ts';
import { countPaymentLinks, listPaymentLinks } from '../payment-links/repository.ts';

/** The admin merchant page's money section: balances and the latest payment links. */
export const adminFinanceRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, adminMerchantFinances, { onRequest: requireRole('admin') }, async (request) => {
    const { db, env } = app.ctx;
    const merchantId = request.params.id;
    if (!(await findMerchantWithEmail(db, merchantId))) throw new AppError('not_found');
    const [accounts, links, linkCount] = await Promise.all([
      merchantBalances(db, merchantId),
      listPaymentLinks(db, { merchantId, limit: 10 }),
      countPaymentLinks(db, merchantId),
    ]);
    return {
      balances: toBalances(accounts, new Map()),
      links: links.slice(0, 10).map((row) => toPaymentLink(row, env.CHECKOUT_ORIGIN)),
      linkCount,
    };
  });
};
