import { Readable } from 'node:stream';
import {
  downloadPayoutStatementCsv,
  downloadPayoutStatementPdf,
  getPayoutStatement,
} from '@kopru/domain/contracts/payout-statements';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { dashboardDoor } from '../api-keys/merchant-doors.ts';
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

  route(app, downloadPayoutStatementPdf, door.verified, async (request, reply) => {
    const statement = await statementOf(request, request.params.id);
    const locale = requestLocale(request.headers, request.query.lang);
    const file = await statementPdf(statement, { locale, issuedAt: ctx.clock.now() });
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="kopru-${statement.payout.reference}.pdf"`)
      .header('cache-control', 'no-store')
      .send(file);
  });
};
