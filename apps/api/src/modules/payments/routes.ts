import {
  adminListPayments,
  exportPayments,
  getPayment as getPaymentEndpoint,
  listPayments as listPaymentsEndpoint,
  merchantOverview as merchantOverviewEndpoint,
} from '@kopru/domain/contracts/payments';
import { AppError } from '@kopru/domain/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { toPage } from '../../lib/pagination.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { merchantOf, requireRole } from '../../plugins/session-guard.ts';
import { dashboardDoor, type MerchantDoor } from '../api-keys/merchant-doors.ts';
import { paymentsCsv } from './csv.ts';
import { getPayment, listPaymentPage } from './listing.ts';
import { toPayment } from './mapping.ts';
import { merchantOverview } from './overview.ts';
import { findPaymentById, listPayments } from './repository.ts';

const EXPORT_LIMIT = 100_000;

/** A merchant's payments through one door (dashboard or /v1), open to unverified merchants too. */
export function paymentRoutesFor(door: MerchantDoor): FastifyPluginAsyncZod {
  return async (app) => {
    route(
      app,
      listPaymentsEndpoint,
      door.signedIn,
      async (request) => listPaymentPage(app.ctx, door.merchantOf(request).id, request.query),
      door.mount,
    );

    route(
      app,
      getPaymentEndpoint,
      door.signedIn,
      async (request) => getPayment(app.ctx, door.merchantOf(request).id, request.params.id),
      door.mount,
    );
  };
}

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const sme = requireRole('sme');
  const { db } = app.ctx;
  await app.register(paymentRoutesFor(dashboardDoor));

  route(app, merchantOverviewEndpoint, { onRequest: sme }, async (request) =>
    merchantOverview(app.ctx, merchantOf(request).id),
  );

  route(app, exportPayments, { onRequest: sme }, async (request, reply) => {
    const { format, lang, ...filters } = request.query;
    const rows = await listPayments(db, {
      ...filters,
      merchantId: merchantOf(request).id,
      limit: EXPORT_LIMIT,
    });
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="kopru-transactions.csv"')
      .header('cache-control', 'no-store');
    const payments = rows.slice(0, EXPORT_LIMIT).map((row) => toPayment(row.payment));
    return paymentsCsv(payments, requestLocale(request.headers, lang), format);
  });

  route(app, adminListPayments, { onRequest: requireRole('admin') }, async (request) => {
    const { limit, starting_after, ...filter } = request.query;
    const after = starting_after ? await findPaymentById(db, starting_after) : undefined;
    if (starting_after && !after) throw new AppError('not_found', { param: 'starting_after' });
    const page = toPage(await listPayments(db, { ...filter, limit, after }), limit);
    return {
      data: page.data.map((row) => ({
        ...toPayment(row.payment),
        type: 'payment' as const,
        merchantId: row.payment.merchantId,
        merchantName: row.merchantName,
      })),
      has_more: page.has_more,
    };
  });
};
