import { minorUnitDigits } from '@kopru/domain/money';

/** BCP 47 tags of our locales; Turkish formats 1.234,56 and dates as 22.11.2026. */
const tags = { en: 'en-US', tr: 'tr-TR' } as const;
type LocaleTag = keyof typeof tags;

function tagOf(locale: string): string {
  return tags[(locale.slice(0, 2) as LocaleTag) in tags ? (locale.slice(0, 2) as LocaleTag) : 'en'];
}

// Building an Intl formatter costs far more than formatting with one (a payment's receipt e-mail
// formats several inside the payment's transaction; a table formats one per cell): each locale and
// set of options gets one, kept for the life of the process.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const listFormats = new Map<string, Intl.ListFormat>();

function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const tag = tagOf(locale);
  const key = `${tag} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, options);
    numberFormats.set(key, format);
  }
  return format;
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const tag = tagOf(locale);
  const key = `${tag} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, options);
    dateFormats.set(key, format);
  }
  return format;
}

export function formatMoney(minor: number, currency: string, locale: string): string {
  const digits = minorUnitDigits(currency);
  return numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minor / 10 ** digits);
}

/**
 * An acquirer's exact amount in minor units as decimal text ("34.9": 0.349 TRY) in the currency:
 * its minor digits at least, and every further digit the acquirer gave. The point is moved in the
 * text and Intl reads the decimal string itself: no float arithmetic.
 */
export function formatExactMoney(minorText: string, currency: string, locale: string): string {
  const digits = minorUnitDigits(currency);
  const negative = minorText.startsWith('-');
  const [whole = '0', fraction = ''] = minorText.replace(/^-/, '').split('.');
  const padded = whole.padStart(digits + 1, '0');
  const point = padded.length - digits;
  const major = `${negative ? '-' : ''}${padded.slice(0, point)}.${padded.slice(point)}${fraction}0`;
  return numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: Math.min(20, digits + fraction.length),
    // Display only: Intl parses the decimal string exactly.
  }).format(major as unknown as number);
}

export function formatNumber(value: number, locale: string, options?: Intl.NumberFormatOptions): string {
  return numberFormat(locale, options).format(value);
}

/** "1–2" with the locale's range sign; one number when both ends are equal. */
export function formatNumberRange(min: number, max: number, locale: string): string {
  const format = numberFormat(locale);
  return min === max ? format.format(min) : format.formatRange(min, max);
}

/** "USD, EUR, or GBP" / "USD, EUR veya GBP". */
export function formatList(
  items: readonly string[],
  locale: string,
  type: 'conjunction' | 'disjunction',
): string {
  const tag = tagOf(locale);
  const key = `${tag} ${type}`;
  let format = listFormats.get(key);
  if (!format) {
    format = new Intl.ListFormat(tag, { style: 'long', type });
    listFormats.set(key, format);
  }
  return format.format(items);
}

export function formatPercent(percent: number, locale: string): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
}

export function formatDate(value: string | Date, locale: string): string {
  return dateFormat(locale, { dateStyle: 'medium' }).format(new Date(value));
}

/** A calendar day given as YYYY-MM-DD (a rate's date), the same day wherever the reader is. */
export function formatDay(day: string, locale: string): string {
  return dateFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** An exchange rate's exact decimal text for reading: "42.4415" / "42,4415" (4 to 6 places). */
export function formatRate(rate: string, locale: string): string {
  return numberFormat(locale, { minimumFractionDigits: 4, maximumFractionDigits: 6 }).format(
    // Display only: the decimal string goes through Intl's own decimal parsing, not float arithmetic.
    rate as unknown as number,
  );
}

export function formatDateTime(value: string | Date, locale: string): string {
  return dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
}

/** A time of day, such as "10:51 PM" ("22:51" in Turkish). */
export function formatTime(value: string | Date, locale: string): string {
  return dateFormat(locale, { timeStyle: 'short' }).format(new Date(value));
}

/** Upper-cases with the locale's rules: 'istanbul' -> 'İSTANBUL' in Turkish. */
export function toUpper(text: string, locale: string): string {
  return text.toLocaleUpperCase(tagOf(locale));
}

/** A file size for people: "812 B", "48 kB", "2.4 MB" ("2,4 MB" in Turkish). */
export function formatFileSize(bytes: number, locale: string): string {
  if (bytes < 1024) return `${formatNumber(bytes, locale)} B`;
  const [value, unit, digits] =
    bytes < 1024 * 1024 ? [bytes / 1024, 'kilobyte', 0] : [bytes / (1024 * 1024), 'megabyte', 1];
  return numberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: digits,
  }).format(value);
}

/** "22 Nov" / "22 Kas": a day on a chart axis. */
export function formatDayMonth(value: string | Date, locale: string): string {
  return dateFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(value));
}

/** A country's name from its ISO 3166-1 alpha-2 code, in the reader's language (the code if unknown). */
export function formatCountry(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
