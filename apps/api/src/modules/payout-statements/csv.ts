import type { Locale } from '@kopru/domain/locale';
import { minorToDecimalString } from '@kopru/domain/money';
import type { PayoutStatement } from '@kopru/domain/schemas/payout-statements';
import { catalogs } from '@kopru/i18n/catalog';
import { spreadsheetLine } from '../../lib/spreadsheet-cell.ts';
import { dateIn } from '../payments/csv.ts';

const BOM = '\uFEFF';

/**
 * The statement's lines as CSV, the way the transactions export writes its `excel` form: in the
 * reader's language, with a byte-order mark; Turkish uses `;`, decimal commas and Türkiye time.
 * Only the lines: their amounts add up to the statement's movements (the PDF and the page show
 * the totals).
 */
export function* statementCsv(statement: PayoutStatement, locale: Locale): Generator<string> {
  const separator = locale === 'tr' ? ';' : ',';
  const text = catalogs[locale].payoutStatement;
  const line = (values: string[]) => spreadsheetLine(values, separator);
  const amount = (minor: number | null) => {
    if (minor === null) return '';
    const value = minorToDecimalString(minor, statement.currency);
    return locale === 'tr' ? value.replace('.', ',') : value;
  };
  const c = text.csv;
  yield `${BOM}${line([c.entryId, c.date, c.type, c.reference, c.description, c.currency, c.gross, c.fee, c.withholding, c.amount])}`;
  for (const l of statement.lines)
    yield line([
      l.entryId,
      dateIn(locale, l.postedAt),
      text.types[l.type],
      l.reference ?? '',
      l.description ?? '',
      statement.currency,
      amount(l.gross),
      amount(l.fee),
      amount(l.withholding),
      amount(l.amount),
    ]);
}
