import { Readable } from 'node:stream';
import {
  adminDownloadPayoutStatementPdf,
  downloadPayoutStatementCsv,
  downloadPayoutStatementPdf,
  getPayoutStatement,
} from '@kopru/domain/contracts/payout-statements';
import { AppError } from '@kopru/domain/errors';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { requireRole } from '../../plugins/session-guard.ts';
import { dashboardDoor } from '../api-keys/merchant-doors.ts';
import { findPayout } from '../payouts/repository.ts';
import { statementCsv } from './csv.ts';
import { statementPdf } from './pdf.ts';
import { payoutStatement } from './service.ts';

/** A payout's statement in the SME dashboard: JSON for the page, CSV and PDF to download. */
export const payoutStatementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const door = dashboardDoor;
  const statementOf = (request: Parameters<typeof door.merchantOf>[0], payoutId: string) =>
    payoutStatement(ctx.db, { merchantId: door.merchantOf(request).id, payoutId });

  route(app, getPayoutStatement, door.verified, async (request) => statementOf(request, request.params.id));

  route(app, downloadPayoutStatementCsv, door.verified, async (request, reply) => {
    const statement = await statementOf(request, request.params.id);
    const locale = requestLocale(request.headers, request.query.lang);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="kopru-${statement.payout.reference}.csv"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(statementCsv(statement, locale)));
  });

  const sendPdf = async (
    request: { headers: Parameters<typeof requestLocale>[0]; query: { lang?: 'en' | 'tr' } },
    reply: FastifyReply,
    statement: Awaited<ReturnType<typeof payoutStatement>>,
  ) => {
    const locale = requestLocale(request.headers, request.query.lang);
    const file = await statementPdf(statement, { locale, issuedAt: ctx.clock.now() });
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="kopru-${statement.payout.reference}.pdf"`)
      .header('cache-control', 'no-store')
      .send(file);
  };

  route(app, downloadPayoutStatementPdf, door.verified, async (request, reply) =>
    sendPdf(request, reply, await statementOf(request, request.params.id)),
  );

  // The admin's copy: the payout's own merchant, whichever it is.
  route(app, adminDownloadPayoutStatementPdf, { onRequest: requireRole('admin') }, async (request, reply) => {
    const payout = await findPayout(ctx.db, request.params.id);
    if (!payout) throw new AppError('not_found');
    const statement = await payoutStatement(ctx.db, { merchantId: payout.merchantId, payoutId: payout.id });
    return sendPdf(request, reply, statement);
  });
};
