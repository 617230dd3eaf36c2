/**
 * The proforma and commercial invoice PDF (docs/invoices.md): one builder for every source (a paid
 * payment, a payment link, later a payment request), fed a neutral `InvoiceInput`. Every label is
 * printed in English and Turkish ("Seller / Satıcı"); amounts follow the reader's locale, dates
 * are dd.MM.yyyy. It says plainly that it is not an e-Arşiv invoice.
 */
import type { Locale } from '@kopru/domain/locale';
import { catalogs } from '@kopru/i18n/catalog';
import { formatCountry, formatMoney, formatRate } from '@kopru/i18n/format';
import { interpolate } from '@kopru/i18n/translate';
import { createPdf } from '../../pdf/writer.ts';

export type InvoiceKind = 'proforma' | 'commercial';

export interface InvoiceParty {
  name: string;
  taxId?: string | null;
  taxOffice?: string | null;
  /** One or more lines, as printed. */
  address?: string | null;
  email?: string | null;
  phone?: string | null;
}

export interface InvoiceLine {
  description: string;
  details?: string | null;
  /** GTİP customs tariff code (12 digits); the column shows "–" without one. */
  gtipCode: string | null;
  /** ISO 3166-1 alpha-2 country of origin. */
  originCountry: string | null;
  quantity: number;
  /** Minor units of the invoice's currency. */
  unitAmount: number;
  amount: number;
}

/** How the buyer pays: printed in both languages. `text` is for a source with its own wording. */
export type InvoiceTerms =
  | { kind: 'paid'; paidAt: Date }
  | { kind: 'link'; url: string }
  | { kind: 'text'; en: string; tr: string };

/** A lira equivalent from the exchange-rates module: never a rate of our own. */
export interface InvoiceLira {
  amount: number;
  rate: string;
  /** YYYY-MM-DD, the bulletin's (or the manual entry's) day. */
  rateDate: string;
  source: 'tcmb' | 'manual';
}

export interface InvoiceInput {
  kind: InvoiceKind;
  /** Our document number: the payment's reference, the link's code. */
  number: string;
  date: Date;
  seller: InvoiceParty;
  /** Null on a proforma made before anyone paid: the buyer is named when they pay. */
  buyer: InvoiceParty | null;
  lines: InvoiceLine[];
  currency: string;
  total: number;
  terms: InvoiceTerms;
  /** The payment's reference (TX-…), the one the card statement and our receipts carry. */
  paymentReference: string | null;
  clientReference?: string | null;
  validUntil?: Date | null;
  /** Minor units refunded of a paid payment; printed when above zero. */
  refunded?: number;
  etgbNumber?: string | null;
  lira?: InvoiceLira | null;
  /** The merchant's logo (PNG or JPEG) drawn above the title; none leaves the title first. */
  logo?: Buffer | null;
}

const en = catalogs.en.invoices.pdf;
const tr = catalogs.tr.invoices.pdf;
type LabelKey = { [K in keyof typeof en]: (typeof en)[K] extends string ? K : never }[keyof typeof en];

/** "Seller / Satıcı": both languages, English first, on one line. */
const label = (key: LabelKey) => (en[key] === tr[key] ? en[key] : `${en[key]} / ${tr[key]}`);
/** A table column's header: English above Turkish, for narrow columns. */
const header = (key: LabelKey) => (en[key] === tr[key] ? en[key] : `${en[key]}\n${tr[key]}`);
/** A sentence in English, then in Turkish, on its own line. */
const both = (key: LabelKey, vars: Record<string, string> = {}) =>
  `${interpolate(en[key], vars)}\n${interpolate(tr[key], vars)}`;

const dayFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('tr-TR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone });
/** dd.MM.yyyy of an instant, as the Istanbul calendar reads it. */
const day = (at: Date) => dayFormat('Europe/Istanbul').format(at);
/** dd.MM.yyyy of a YYYY-MM-DD calendar day. */
const calendarDay = (iso: string) => dayFormat('UTC').format(new Date(`${iso}T00:00:00Z`));

function partyFields(party: InvoiceParty): [string, string][] {
  const rows: [string, string | null | undefined][] = [
    [label('name'), party.name],
    [label('taxId'), party.taxId],
    [label('taxOffice'), party.taxOffice],
    [label('address'), party.address],
    [label('email'), party.email],
    [label('phone'), party.phone],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

function termsText(terms: InvoiceTerms): string {
  if (terms.kind === 'paid') return both('termsPaid', { date: day(terms.paidAt) });
  if (terms.kind === 'link') return both('termsLink', { url: terms.url });
  return `${terms.en}\n${terms.tr}`;
}

function liraText(lira: InvoiceLira, locale: Locale): string {
  const vars = { date: calendarDay(lira.rateDate), rate: formatRate(lira.rate, locale) };
  const wording = lira.source === 'tcmb' ? 'liraRate' : 'liraManualRate';
  return `${formatMoney(lira.amount, 'TRY', locale)}\n${both(wording, vars)}`;
}

/** The invoice as an A4 PDF; amounts are written as `locale` writes them. */
export function invoicePdf(input: InvoiceInput, { locale }: { locale: Locale }): Promise<Buffer> {
  const money = (minor: number) => formatMoney(minor, input.currency, locale);
  const title = `${label(input.kind)} ${input.number}`;
  const pdf = createPdf({ title, lang: 'en', subject: label(input.kind), createdAt: input.date });
  if (input.logo) pdf.image(input.logo, { height: 48 });
  pdf.title(title).paragraph(both('notEArchive'), { muted: true }).space(0.5);
  const head: [string, string | null | undefined][] = [
    [label('documentNumber'), input.number],
    [label('date'), day(input.date)],
    [label('reference'), input.paymentReference],
    [label('clientReference'), input.clientReference],
    [label('validUntil'), input.validUntil ? day(input.validUntil) : null],
    [label('etgb'), input.etgbNumber],
  ];
  pdf.fields(head.filter((row): row is [string, string] => Boolean(row[1])));
  pdf.heading(label('seller')).fields(partyFields(input.seller));
  pdf.heading(label('buyer'));
  if (input.buyer) pdf.fields(partyFields(input.buyer));
  else pdf.paragraph(both('buyerUnknown'), { muted: true });
  pdf.heading(label('goods')).table(
    [
      { header: header('description'), width: 0.3 },
      { header: header('gtip'), width: 0.15 },
      { header: header('origin'), width: 0.13 },
      { header: header('quantity'), width: 0.12, align: 'right' },
      { header: header('unitPrice'), width: 0.15, align: 'right' },
      { header: header('amount'), width: 0.15, align: 'right' },
    ],
    input.lines.map((line) => [
      [line.description, line.details].filter(Boolean).join('\n'),
      line.gtipCode ?? '–',
      line.originCountry ? `${line.originCountry} (${formatCountry(line.originCountry, locale)})` : '–',
      String(line.quantity),
      money(line.unitAmount),
      money(line.amount),
    ]),
    { footer: [[`${label('total')} (${input.currency})`, '', '', '', '', money(input.total)]] },
  );
  const totals: [string, string][] = [];
  if (input.refunded) totals.push([label('refunded'), money(input.refunded)]);
  if (input.lira) totals.push([label('lira'), liraText(input.lira, locale)]);
  if (totals.length > 0) pdf.space(0.5).fields(totals);
  return pdf.heading(label('terms')).paragraph(termsText(input.terms)).finish();
}
