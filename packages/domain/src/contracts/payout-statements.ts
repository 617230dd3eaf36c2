import { z } from 'zod';
import { payoutStatementSchema, statementFileQuery } from '../schemas/payout-statements.ts';
import { endpoint, fileAnswer } from './endpoint.ts';

const idParams = z.object({ id: z.string().min(1).max(64) });
const tags = ['Payouts'];
const statementPdf = fileAnswer(
  ['application/pdf'],
  'attachment',
  'The statement, A4, `kopru-{reference}.pdf`',
);

/** The balance movements a payout carries (docs/payout-statements.md). */
export const getPayoutStatement = endpoint({
  method: 'GET',
  path: '/api/merchant/payouts/:id/statement',
  permission: 'payouts.read',
  params: idParams,
  responses: { 200: payoutStatementSchema },
  errors: [401, 403, 404],
  summary: "A payout's statement: the balance movements it carries and its totals",
  description:
    'Payments (net, with gross and fee), refunds, dispute holds and releases and returned payouts, plus what earlier payouts left in the balance (carriedIn) and what this one leaves (carriedForward): carriedIn + movements - carriedForward = the payout amount. 404 for a payout requested before statements existed.',
  tags,
});

export const downloadPayoutStatementCsv = endpoint({
  method: 'GET',
  path: '/api/merchant/payouts/:id/statement.csv',
  permission: 'payouts.read',
  params: idParams,
  query: statementFileQuery,
  responses: {},
  otherAnswers: { 200: fileAnswer(['text/csv'], 'attachment', 'The statement, `kopru-{reference}.csv`') },
  errors: [400, 401, 403, 404],
  summary: "A payout's statement as CSV (a link, not a call)",
  description:
    'In the language of `lang` (else the kopru.lang cookie, else Accept-Language), as the transactions export: a byte-order mark; Turkish uses `;`, decimal commas and dd.MM.yyyy.',
  tags,
});

export const downloadPayoutStatementPdf = endpoint({
  method: 'GET',
  path: '/api/merchant/payouts/:id/statement.pdf',
  permission: 'payouts.read',
  params: idParams,
  query: statementFileQuery,
  responses: {},
  otherAnswers: { 200: statementPdf },
  errors: [400, 401, 403, 404],
  summary: "A payout's statement as PDF, in Turkish or English (a link, not a call)",
  description:
    "With the merchant's legal data, the payout's reference (the one the bank transfer carries), the period, the lines and the totals.",
  tags,
});

/** The same PDF for the platform's admin, from the payouts queue (any merchant's payout). */
export const adminDownloadPayoutStatementPdf = endpoint({
  method: 'GET',
  path: '/api/admin/payouts/:id/statement.pdf',
  params: idParams,
  query: statementFileQuery,
  responses: {},
  otherAnswers: { 200: statementPdf },
  errors: [400, 401, 403, 404],
  summary: "A payout's statement as PDF for the admin, as the merchant gets it (a link, not a call)",
  tags: ['admin'],
});
