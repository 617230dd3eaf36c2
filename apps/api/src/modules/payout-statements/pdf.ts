import type { Locale } from '@kopru/domain/locale';
import type { PayoutStatement } from '@kopru/domain/schemas/payout-statements';
import { catalogs } from '@kopru/i18n/catalog';
import { formatDay, formatMoney, formatPercent, formatRate } from '@kopru/i18n/format';
import { interpolate } from '@kopru/i18n/translate';
import { createPdf } from '../../pdf/writer.ts';

const languageTags = { en: 'en-GB', tr: 'tr-TR' } as const;

/** Dates as the merchant's calendar reads them: Türkiye time, whatever the server's zone. */
function day(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(languageTags[locale], {
    dateStyle: 'medium',
    timeZone: 'Europe/Istanbul',
  }).format(new Date(iso));
}

function dateTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(languageTags[locale], {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Istanbul',
  }).format(new Date(iso));
}

/**
 * The statement as a PDF a bank or an accountant can match to the transfer: the merchant's legal
 * data, our reference (the one the bank transfer carries), the period, the lines and the totals.
 */
export function statementPdf(
  statement: PayoutStatement,
  { locale, issuedAt }: { locale: Locale; issuedAt: Date },
): Promise<Buffer> {
  const text = catalogs[locale].payoutStatement;
  const payoutText = catalogs[locale].payouts;
  const { payout, currency, totals } = statement;
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const title = interpolate(text.pdf.title, { reference: payout.reference });
  const period = statement.periodStart
    ? interpolate(text.summary.periodValue, {
        start: day(statement.periodStart, locale),
        end: day(statement.periodEnd, locale),
      })
    : interpolate(text.summary.periodUntil, { end: day(statement.periodEnd, locale) });
  const pdf = createPdf({ title, lang: languageTags[locale], createdAt: issuedAt })
    .title(title)
    .fields([
      [text.summary.reference, payout.reference],
      [text.summary.status, payoutText.status[payout.status]],
      [text.summary.period, period],
      [text.pdf.issued, day(issuedAt.toISOString(), locale)],
    ])
    .heading(text.legal.heading)
    .fields([
      [text.legal.companyName, statement.merchant.companyName],
      [text.legal.taxId, statement.merchant.taxId],
      [text.legal.address, statement.merchant.address],
      [text.summary.bankAccount, `${payout.bankName}, ${text.legal.iban} ${payout.ibanMasked}`],
    ])
    .heading(text.lines.heading);
  if (statement.lines.length === 0) pdf.paragraph(text.lines.empty, { muted: true });
  else
    pdf.table(
      [
        { header: text.lines.date, width: 0.14 },
        { header: text.lines.type, width: 0.17 },
        { header: text.lines.reference, width: 0.2 },
        { header: text.lines.gross, width: 0.13, align: 'right' },
        { header: text.lines.fee, width: 0.11, align: 'right' },
        { header: text.lines.withholding, width: 0.11, align: 'right' },
        { header: text.lines.amount, width: 0.14, align: 'right' },
      ],
      statement.lines.map((line) => [
        dateTime(line.postedAt, locale),
        text.types[line.type],
        [line.reference, line.description].filter(Boolean).join('\n'),
        line.gross === null ? '' : money(line.gross),
        line.fee === null ? '' : money(line.fee),
        line.withholding === null ? '' : money(line.withholding),
        money(line.amount),
      ]),
    );
  pdf.heading(text.totals.heading).table(
    [
      { header: '', width: 0.7 },
      { header: text.lines.amount, width: 0.3, align: 'right' },
    ],
    [
      [text.totals.carriedIn, money(totals.carriedIn)],
      [text.totals.movements, money(totals.movements)],
      [text.totals.carriedForward, money(-totals.carriedForward)],
    ],
    { footer: [[text.totals.payout, money(totals.payout)]] },
  );
  pdf.space(0.5).fields([
    [text.totals.gross, money(totals.gross)],
    [text.totals.fees, money(totals.fees)],
    [text.totals.withholding, money(totals.withholding)],
  ]);
  const conversion = payout.conversion;
  if (conversion) {
    const lira = (minor: number) => formatMoney(minor, 'TRY', locale);
    pdf.heading(text.conversion.heading).fields([
      [
        interpolate(text.conversion.referenceRate, { date: formatDay(conversion.rateDate, locale) }),
        formatRate(conversion.referenceRate, locale),
      ],
      [text.conversion.appliedRate, formatRate(conversion.appliedRate, locale)],
      [
        text.conversion.spread,
        `${formatPercent(conversion.spreadBasisPoints / 100, locale)} (${lira(conversion.spreadMinor)})`,
      ],
      [text.conversion.fee, lira(conversion.feeMinor)],
      [text.conversion.amount, lira(payout.payoutAmount)],
    ]);
  }
  return pdf.space().paragraph(interpolate(text.pdf.footer, { currency }), { muted: true }).finish();
}
