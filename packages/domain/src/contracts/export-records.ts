import { z } from 'zod';
import {
  exportRecordListQuery,
  exportRecordListResponse,
  exportRecordSchema,
  exportReportQuery,
  updateExportRecordRequest,
} from '../schemas/export-records.ts';
import { endpoint, fileAnswer } from './endpoint.ts';

const tags = ['Export records'];

/** The merchant's export records (docs/export.md): one per paid sale, kept for the merchant. */
export const listExportRecords = endpoint({
  method: 'GET',
  path: '/api/merchant/export-records',
  permission: 'exportRecords.read',
  query: exportRecordListQuery,
  responses: { 200: exportRecordListResponse },
  errors: [400, 401, 403, 404],
  summary: 'List export records, newest sale first',
  description: 'One per succeeded payment; `month` (YYYY-MM, Istanbul) keeps that month only.',
  tags,
});

export const updateExportRecord = endpoint({
  method: 'PATCH',
  path: '/api/merchant/export-records/:paymentId',
  permission: 'exportRecords.manage',
  params: z.object({ paymentId: z.string().min(1).max(64) }),
  body: updateExportRecordRequest,
  responses: { 200: exportRecordSchema },
  errors: [400, 401, 403, 404],
  summary: 'Fill in the invoice, tracking and ETGB numbers of a sale',
  description: 'null or an empty text removes a number. Every change is in the audit log.',
  tags,
});

export const exportReportCsv = endpoint({
  method: 'GET',
  path: '/api/merchant/export-records/report.csv',
  permission: 'exportRecords.read',
  query: exportReportQuery,
  responses: {},
  otherAnswers: {
    200: fileAnswer(['text/csv'], 'attachment', 'The monthly export report, `kopru-export-{month}.csv`'),
  },
  errors: [400, 401, 403],
  summary: 'The monthly export report as CSV',
  description:
    'The sales of `month` with GTİP, ETGB and invoice numbers, amounts in currency and lira, in the language of `lang` (else the kopru.lang cookie, else Accept-Language).',
  tags,
});

export const exportReportPdf = endpoint({
  method: 'GET',
  path: '/api/merchant/export-records/report.pdf',
  permission: 'exportRecords.read',
  query: exportReportQuery,
  responses: {},
  otherAnswers: {
    200: fileAnswer(
      ['application/pdf'],
      'attachment',
      'The monthly export report, A4, in Turkish or English, `kopru-export-{month}-{lang}.pdf`',
    ),
  },
  errors: [400, 401, 403],
  summary: 'The monthly export report as PDF',
  description:
    'The same sales and totals as the CSV, with the merchant’s company name and tax number, in the language of `lang`.',
  tags,
});
