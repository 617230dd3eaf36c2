import { adminListPayments, exportPayments } from '@kopru/domain/contracts/payments';
import { AppError } from '@kopru/domain/errors';
import { merchantOverviewResponse } from '@kopru/domain/schemas/overview';
import { paymentListQuery, paymentListResponse, paymentSchema } from '@kopru/domain/schemas/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { route } from '../../lib/contract-route.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { toPage } from '../../lib/pagination.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { merchantOf, requireRole } from '../../plugins/session-guard.ts';
import { paymentsCsv } from './csv.ts';
import { getPayment, listPaymentPage } from './listing.ts';
import { toPayment } from './mapping.ts';
import { merchantOverview } from './overview.ts';
import { findPaymentById, listPayments } from './repository.ts';

const EXPORT_LIMIT = 100_000;

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const sme = requireRole('sme');
  const { db } = app.ctx;

  app.get(
    '/api/merchant/overview',
    {
      onRequest: sme,
      schema: {
        tags: ['payments'],
        summary: 'Figures of the SME overview',
        response: { 200: merchantOverviewResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => merchantOverview(app.ctx, merchantOf(request).id),
  );

  app.get(
    '/api/merchant/payments',
    {
      onRequest: sme,
      schema: {
        tags: ['payments'],
        summary: "The merchant's transactions, newest first",
        querystring: paymentListQuery,
        response: { 200: paymentListResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listPaymentPage(app.ctx, merchantOf(request).id, request.query),
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

  app.get(
    '/api/merchant/payments/:id',
    {
      onRequest: sme,
      schema: {
        tags: ['payments'],
        summary: 'One transaction',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: paymentSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getPayment(app.ctx, merchantOf(request).id, request.params.id),
  );

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
