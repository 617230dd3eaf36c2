import { z } from 'zod';
import { locales } from '../locale.ts';
import { endpoint, fileAnswer } from './endpoint.ts';

const idParams = z.object({ id: z.string().min(1).max(64) });
const fileQuery = z.object({
  lang: z
    .enum(locales)
    .optional()
    .meta({ description: 'How amounts are written; every label is in English and Turkish either way.' }),
});
const tags = ['invoices'];

/** A paid payment's commercial invoice, bilingual (docs/invoices.md): a link, not a call. */
export const downloadCommercialInvoice = endpoint({
  method: 'GET',
  path: '/api/merchant/payments/:id/commercial-invoice.pdf',
  // The buyer's name, address and tax number are on it.
  permission: 'payments.payerDetails',
  params: idParams,
  query: fileQuery,
  responses: {},
  otherAnswers: {
    200: fileAnswer(
      ['application/pdf'],
      'attachment',
      'The invoice, A4, `commercial-invoice-{reference}.pdf`',
    ),
  },
  errors: [400, 401, 403, 404, 409],
  summary: "A paid payment's commercial invoice as PDF, in English and Turkish (a link, not a call)",
  description:
    'Seller (your approved KYC data), buyer (what the payer gave), goods with GTİP and origin, amount, payment terms and reference, and the lira equivalent at TCMB’s rate of the sale date when one is stored. Not an e-Arşiv invoice. 409 payment_not_paid for a payment that has not succeeded.',
  tags,
});

/** A payment link's proforma invoice: what the buyer will pay, before paying (docs/invoices.md). */
export const downloadLinkProforma = endpoint({
  method: 'GET',
  path: '/api/merchant/payment-links/:id/proforma.pdf',
  permission: 'paymentLinks.read',
  params: idParams,
  query: fileQuery,
  responses: {},
  otherAnswers: {
    200: fileAnswer(['application/pdf'], 'attachment', 'The proforma, A4, `proforma-{code}.pdf`'),
  },
  errors: [400, 401, 403, 404],
  summary: "A payment link's proforma invoice as PDF, in English and Turkish (a link, not a call)",
  description:
    'Seller (your approved KYC data), the goods with GTİP and origin, the amount and the link to pay by card. Not an e-Arşiv invoice.',
  tags,
});
