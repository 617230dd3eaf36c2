/**
 * The transactions export. `excel` (the default) follows the user's language so a spreadsheet
 * opens it as columns: Turkish uses `;` between cells, decimal commas, dd.MM.yyyy dates in
 * Türkiye time and Turkish headers; English uses commas, dots and UTC. Both start with a UTF-8
 * byte-order mark so Excel reads ş, ğ, ı. `rfc4180` is the plain form for integrations: commas,
 * dots, ISO 8601 times, snake_case headers, no byte-order mark. The merchant's metadata is one cell
 * of JSON (docs/export.md).
 */
import type { csvFormats } from '@kopru/domain/contracts/payments';
import type { Locale } from '@kopru/domain/locale';
import { minorToDecimalString } from '@kopru/domain/money';
import type { Payment } from '@kopru/domain/schemas/payments';
import { catalogs } from '@kopru/i18n/catalog';
import { spreadsheetLine } from '../../lib/spreadsheet-cell.ts';

export type CsvFormat = (typeof csvFormats)[number];

const columns = [
  ['transaction_id', 'id'],
  ['created_at', 'date'],
  ['description', 'description'],
  ['status', 'status'],
  ['currency', 'currency'],
  ['amount', 'amount'],
  ['fee', 'fee'],
  ['net', 'net'],
  ['card_brand', 'cardBrand'],
  ['card_last4', 'cardLast4'],
  ['decline_code', 'declineCode'],
  // Added at the end, so integrations reading the columns by position keep working (decision 015).
  ['withholding_tax', 'withholdingTax'],
  ['client_reference', 'clientReference'],
  ['metadata', 'metadata'],
] as const;

/** A payment as exported: with the e-commerce withholding kept from the merchant (decision 015). */
export type ExportedPayment = Payment & { withholdingTax: number };

const BOM = '\uFEFF';

export function dateIn(locale: Locale, iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: locale === 'tr' ? 'Europe/Istanbul' : 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  const time = `${parts.hour}:${parts.minute}:${parts.second}`;
  return locale === 'tr'
    ? `${parts.day}.${parts.month}.${parts.year} ${time}`
    : `${parts.year}-${parts.month}-${parts.day} ${time}`;
}

/** The CSV of `payments` in one string (paymentsCsvLines writes the same text in parts). */
export function paymentsCsv(
  payments: ExportedPayment[],
  locale: Locale = 'en',
  format: CsvFormat = 'rfc4180',
): string {
  const csv = csvWriter(locale, format);
  return csv.header + csv.rows(payments);
}

/** The header (with the byte-order mark of `excel`) and a writer of rows, each line ending CRLF. */
export function csvWriter(locale: Locale, format: CsvFormat) {
  const plain = format === 'rfc4180';
  const separator = !plain && locale === 'tr' ? ';' : ',';
  const text = catalogs[locale].transactions;
  const amount = (minor: number, currency: string) => {
    const value = minorToDecimalString(minor, currency);
    return !plain && locale === 'tr' ? value.replace('.', ',') : value;
  };
  const line = (values: string[]) => spreadsheetLine(values, separator);
  const header = `${plain ? '' : BOM}${line(columns.map(([name, key]) => (plain ? name : text.csv[key])))}`;
  const rows = (payments: ExportedPayment[]) =>
    payments
      .map((p) =>
        line([
          p.transactionId,
          plain ? p.createdAt : dateIn(locale, p.createdAt),
          p.description,
          plain ? p.status : text.status[p.status],
          p.currency,
          amount(p.amount, p.currency),
          amount(p.fee, p.currency),
          amount(p.net, p.currency),
          p.cardBrand,
          p.cardLast4,
          p.declineCode ?? '',
          amount(p.withholdingTax, p.currency),
          p.clientReference ?? '',
          // One cell, as JSON: a spreadsheet keeps it whole and a program reads it back.
          Object.keys(p.metadata).length > 0 ? JSON.stringify(p.metadata) : '',
        ]),
      )
      .join('');
  return { header, rows };
}
