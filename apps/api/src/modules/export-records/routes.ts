import { Readable } from 'node:stream';
import {
  exportReportCsv,
  exportReportPdf,
  listExportRecords,
  updateExportRecord,
} from '@kopru/domain/contracts/export-records';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { dashboardDoor } from '../api-keys/merchant-doors.ts';
import { exportReportLines } from './report-csv.ts';
import { exportReportPdf as reportPdf } from './report-pdf.ts';
import { catchUp, changeExportRecord, exportRecordPage } from './service.ts';

/** The SME dashboard's export records (docs/export.md); every route is scoped to the member's merchant. */
export const exportRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  const door = dashboardDoor;
  const { ctx } = app;

  route(app, listExportRecords, door.signedIn, async (request) =>
    exportRecordPage(ctx, door.merchantOf(request).id, request.query),
  );

  route(app, updateExportRecord, door.signedIn, async (request) =>
    changeExportRecord(ctx, door.actorOf(request), request.params.paymentId, request.body),
  );

  route(app, exportReportCsv, door.signedIn, async (request, reply) => {
    const merchantId = door.merchantOf(request).id;
    const { month, lang } = request.query;
    await catchUp(ctx, merchantId);
    const locale = requestLocale(request.headers, lang);
    const lines = exportReportLines(ctx.db, { merchantId, month, locale, now: ctx.clock.now() });
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="kopru-export-${month}.csv"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(lines));
  });

  route(app, exportReportPdf, door.signedIn, async (request, reply) => {
    const merchant = door.merchantOf(request);
    const { month, lang } = request.query;
    await catchUp(ctx, merchant.id);
    const locale = requestLocale(request.headers, lang);
    const file = await reportPdf(ctx.db, { merchant, month, locale, now: ctx.clock.now() });
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="kopru-export-${month}-${locale}.pdf"`)
      .header('cache-control', 'no-store')
      .send(file);
  });
};
