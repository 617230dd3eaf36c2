import { formatGtip } from '@kopru/domain/export';
import type { Locale } from '@kopru/domain/locale';
import { minorToDecimalString } from '@kopru/domain/money';
import type { ExportRecord } from '@kopru/domain/schemas/export-records';
import { catalogs } from '@kopru/i18n/catalog';
import type { Executor } from '../../db/client.ts';
import { spreadsheetLine } from '../../lib/spreadsheet-cell.ts';
import { currencyTotals, monthRecordBatches } from './report-records.ts';

const BOM = '\uFEFF';

const columns = [
  'transactionId',
  'saleDate',
  'buyer',
  'buyerCountry',
  'goods',
  'quantity',
  'gtipCode',
  'originCountry',
  'currency',
  'amount',
  'refunded',
  'rate',
  'rateDate',
  'lira',
  'invoiceNumber',
  'etgbNumber',
  'trackingNumber',
] as const;

/**
 * The monthly export report as spreadsheet text in the reader's language, like the transactions
 * export: Turkish uses `;`, decimal commas and dd.MM.yyyy; English commas, dots and ISO dates.
 * Ends with one total line per currency (amount, refunds and lira of the sales with a rate).
 */
export function exportReportWriter(locale: Locale) {
  const separator = locale === 'tr' ? ';' : ',';
  const text = catalogs[locale].exportRecords.csv;
  const decimal = (value: string) => (locale === 'tr' ? value.replace('.', ',') : value);
  const money = (minor: number, currency: string) => decimal(minorToDecimalString(minor, currency));
  const date = (day: string) => (locale === 'tr' ? day.split('-').reverse().join('.') : day);
  const line = (values: string[]) => spreadsheetLine(values, separator);
  const totals = currencyTotals();
  return {
    header: BOM + line(columns.map((column) => text[column])),
    rows(records: ExportRecord[]): string {
      return records
        .map((r) => {
          totals.add(r);
          return line([
            r.transactionId,
            date(r.saleDate),
            r.buyerName ?? r.buyerEmail ?? '',
            r.buyerCountry ?? '',
            r.goods,
            String(r.quantity),
            r.gtipCode ? formatGtip(r.gtipCode) : '',
            r.originCountry,
            r.currency,
            money(r.amount, r.currency),
            money(r.amountRefunded, r.currency),
            r.lira ? decimal(r.lira.rate) : text.noRate,
            r.lira ? date(r.lira.rateDate) : '',
            r.lira ? money(r.lira.amount, 'TRY') : '',
            r.invoiceNumber ?? '',
            r.etgbNumber ?? '',
            r.trackingNumber ?? '',
          ]);
        })
        .join('');
    },
    footer(): string {
      return totals
        .sorted()
        .map(([currency, total]) =>
          line([
            text.total,
            '',
            '',
            '',
            total.withoutRate > 0
              ? text.totalWithoutRate.replace('{{count}}', String(total.withoutRate))
              : '',
            '',
            '',
            '',
            currency,
            money(total.amount, currency),
            money(total.refunded, currency),
            '',
            '',
            money(total.lira, 'TRY'),
            '',
            '',
            '',
          ]),
        )
        .join('');
    },
  };
}

/** The report of `month`, oldest sale first, read a batch at a time while the client downloads it. */
export async function* exportReportLines(
  db: Executor,
  { merchantId, month, locale, now }: { merchantId: string; month: string; locale: Locale; now: Date },
): AsyncGenerator<string> {
  const csv = exportReportWriter(locale);
  yield csv.header;
  for await (const batch of monthRecordBatches(db, { merchantId, month, now })) yield csv.rows(batch);
  yield csv.footer();
}
