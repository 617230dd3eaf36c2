import { Readable } from 'node:stream';
import {
  adminListPayments,
  exportPayments,
  getPayment as getPaymentEndpoint,
  listPayments as listPaymentsEndpoint,
  merchantOverview as merchantOverviewEndpoint,
} from '@kopru/domain/contracts/payments';
import { AppError } from '@kopru/domain/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '../../db/client.ts';
import type { PaymentRow } from '../../db/schema/payments.ts';
import { route } from '../../lib/contract-route.ts';
import { toPage } from '../../lib/pagination.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { merchantOf, requireRole } from '../../plugins/session-guard.ts';
import { dashboardDoor, type MerchantDoor } from '../api-keys/merchant-doors.ts';
import { csvWriter } from './csv.ts';
import { getPayment, listPaymentPage } from './listing.ts';
import { paymentShown, toPayment } from './mapping.ts';
import { merchantOverview } from './overview.ts';
import { findPaymentById, listPayments, type PaymentFilter } from './repository.ts';

const EXPORT_LIMIT = 100_000;
const EXPORT_BATCH = 1_000;

/**
 * The export's text, read from the database a batch at a time by the list's keyset cursor while
 * the client downloads it: memory stays flat whatever the number of rows.
 */
async function* exportedLines(
  db: Executor,
  filter: PaymentFilter & { merchantId: string },
  csv: ReturnType<typeof csvWriter>,
): AsyncGenerator<string> {
  yield csv.header;
  let after: PaymentRow | undefined;
  for (let sent = 0; sent < EXPORT_LIMIT; sent += EXPORT_BATCH) {
    const limit = Math.min(EXPORT_BATCH, EXPORT_LIMIT - sent);
    const rows = await listPayments(db, { ...filter, limit, after });
    const batch = rows.slice(0, limit).map((row) => row.payment);
    yield csv.rows(batch.map((row) => ({ ...toPayment(row), withholdingTax: row.withholdingTax })));
    after = batch.at(-1);
    if (rows.length <= limit || !after) return;
  }
}

/** A merchant's payments through one door (dashboard or /v1), open to unverified merchants too. */
export function paymentRoutesFor(door: MerchantDoor): FastifyPluginAsyncZod {
  return async (app) => {
    route(
      app,
      listPaymentsEndpoint,
      door.signedIn,
      async (request) => {
        const page = await listPaymentPage(app.ctx, door.merchantOf(request).id, request.query);
        const payer = door.permits(request, 'payments.payerDetails');
        return { ...page, data: page.data.map((payment) => paymentShown(payment, payer)) };
      },
      door.mount,
    );

    route(
      app,
      getPaymentEndpoint,
      door.signedIn,
      async (request) =>
        paymentShown(
          await getPayment(app.ctx, door.merchantOf(request).id, request.params.id),
          door.permits(request, 'payments.payerDetails'),
        ),
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
    const csv = csvWriter(requestLocale(request.headers, lang), format);
    const lines = exportedLines(db, { ...filters, merchantId: merchantOf(request).id }, csv);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="kopru-transactions.csv"')
      .header('cache-control', 'no-store')
      .send(Readable.from(lines));
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
