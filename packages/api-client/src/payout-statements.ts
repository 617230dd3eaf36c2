import {
  adminDownloadPayoutStatementPdf,
  downloadPayoutStatementCsv,
  downloadPayoutStatementPdf,
  getPayoutStatement,
} from '@kopru/domain/contracts/payout-statements';
import type { Locale } from '@kopru/domain/locale';
import { useQuery } from '@tanstack/react-query';
import { call, urlOf } from './client.ts';

/** A payout's statement: the balance movements it carries and its totals. */
export function usePayoutStatement(id: string) {
  return useQuery({
    queryKey: ['merchant', 'payouts', 'statement', id],
    queryFn: () => call(getPayoutStatement, { params: { id } }),
    retry: false,
  });
}

/** Links (not calls) to the statement's files, in the page's language. */
export function payoutStatementFileUrls(id: string, lang: Locale) {
  return {
    csv: urlOf(downloadPayoutStatementCsv, { params: { id }, query: { lang } }),
    pdf: urlOf(downloadPayoutStatementPdf, { params: { id }, query: { lang } }),
  };
}

/** The admin's link to a payout's statement PDF (any merchant's), in the console's language. */
export function adminPayoutStatementPdfUrl(id: string, lang: Locale) {
  return urlOf(adminDownloadPayoutStatementPdf, { params: { id }, query: { lang } });
}
