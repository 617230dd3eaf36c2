import { downloadCommercialInvoice, downloadLinkProforma } from '@kopru/domain/contracts/invoices';
import type { Locale } from '@kopru/domain/locale';
import { urlOf } from './client.ts';

/** Links (not calls) to the invoice PDFs; `lang` is how their amounts are written. */
export function commercialInvoiceUrl(paymentId: string, lang: Locale) {
  return urlOf(downloadCommercialInvoice, { params: { id: paymentId }, query: { lang } });
}

export function linkProformaUrl(linkId: string, lang: Locale) {
  return urlOf(downloadLinkProforma, { params: { id: linkId }, query: { lang } });
}
