import { formatGtip } from '@kopru/domain/export';
import type { Locale } from '@kopru/domain/locale';
import type { ExportRecord } from '@kopru/domain/schemas/export-records';
import { catalogs } from '@kopru/i18n/catalog';
import { formatCountry, formatDay, formatMoney } from '@kopru/i18n/format';
import { createTranslator } from '@kopru/i18n/translate';
import type { Executor } from '../../db/client.ts';
import { createPdf } from '../../pdf/writer.ts';
import { currencyTotals, monthRecordBatches } from './report-records.ts';

/** The month as its readers write it: "November 2026", "Kasım 2026". */
function monthName(month: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-15T00:00:00Z`),
  );
}

/**
 * The monthly export report as an A4 PDF in the merchant's chosen language: the company, the
 * month, what Köprü does not decide, then every sale oldest first and a total line per currency.
 */
export async function exportReportPdf(
  db: Executor,
  input: {
    merchant: { id: string; companyName: string; taxId: string };
    month: string;
    locale: Locale;
    now: Date;
  },
): Promise<Buffer> {
  const { merchant, month, locale, now } = input;
  const t = createTranslator(catalogs, locale);
  const text = catalogs[locale].exportRecords;
  const records: ExportRecord[] = [];
  for await (const batch of monthRecordBatches(db, { merchantId: merchant.id, month, now }))
    records.push(...batch);
  const money = (minor: number, currency: string) => formatMoney(minor, currency, locale);
  const totals = currencyTotals();
  const body = records.map((r) => {
    totals.add(r);
    return [
      `${r.transactionId}\n${formatDay(r.saleDate, locale)}`,
      [r.buyerName ?? r.buyerEmail ?? '', r.buyerCountry ? formatCountry(r.buyerCountry, locale) : '']
        .filter(Boolean)
        .join('\n'),
      [
        r.goods,
        r.gtipCode ? t('exportRecords.gtip', { code: formatGtip(r.gtipCode) }) : t('exportRecords.noGtip'),
        t('exportRecords.origin', { country: formatCountry(r.originCountry, locale) }),
      ].join('\n'),
      [
        money(r.amount, r.currency),
        r.amountRefunded > 0 ? `${text.csv.refunded}: ${money(r.amountRefunded, r.currency)}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
      r.lira
        ? `${money(r.lira.amount, 'TRY')}\n${r.lira.rate} (${formatDay(r.lira.rateDate, locale)})`
        : t('exportRecords.noRate'),
      [
        `${text.pdf.invoice}: ${r.invoiceNumber ?? '—'}`,
        `ETGB: ${r.etgbNumber ?? '—'}`,
        `${text.pdf.tracking}: ${r.trackingNumber ?? '—'}`,
      ].join('\n'),
    ];
  });
  const footer = totals
    .sorted()
    .map(([currency, total]) => [
      text.csv.total,
      total.withoutRate > 0 ? t('exportRecords.csv.totalWithoutRate', { count: total.withoutRate }) : '',
      '',
      [
        money(total.amount, currency),
        total.refunded > 0 ? `${text.csv.refunded}: ${money(total.refunded, currency)}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
      money(total.lira, 'TRY'),
      '',
    ]);
  const title = t('exportRecords.pdf.title', { month: monthName(month, locale) });
  const pdf = createPdf({ title, lang: locale === 'tr' ? 'tr-TR' : 'en-GB', createdAt: now })
    .title(title)
    .fields([
      [text.pdf.company, merchant.companyName],
      [text.pdf.taxId, merchant.taxId],
      [text.pdf.period, monthName(month, locale)],
      [text.pdf.sales, String(records.length)],
    ])
    .paragraph(t('exportRecords.notice'), { muted: true })
    .heading(text.pdf.salesHeading);
  if (records.length === 0) pdf.paragraph(text.empty);
  else
    pdf.table(
      [
        { header: text.columns.sale, width: 0.13 },
        { header: text.columns.buyer, width: 0.14 },
        { header: text.columns.goods, width: 0.19 },
        { header: text.columns.amount, width: 0.13, align: 'right' },
        { header: text.columns.lira, width: 0.16, align: 'right' },
        { header: text.pdf.numbers, width: 0.25 },
      ],
      body,
      { footer },
    );
  return pdf.finish();
}
