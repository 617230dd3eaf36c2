import { minorUnitDigits } from './money.ts';

/**
 * Amounts as people type them. Turkish writes "1.250,50" (dot groups thousands, comma is the
 * decimal mark) and also types "1250,50" or "1250.50"; English writes "1,250.50" or "1250.50".
 * The rule for both: the locale's grouping mark followed by exactly three digits groups
 * thousands; a dot or comma followed by one or two digits is the decimal mark. Anything that
 * could be read two ways ("1,250" in Turkish, "1.250" in English) is refused as ambiguous.
 */
export type AmountLocale = 'en' | 'tr';
export type AmountParse =
  | { ok: true; minor: number }
  | { ok: false; reason: 'empty' | 'invalid' | 'ambiguous' | 'places' };

const marks: Record<AmountLocale, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  tr: { group: '.', decimal: ',' },
};

export function amountLocale(locale: string): AmountLocale {
  return locale.slice(0, 2).toLowerCase() === 'tr' ? 'tr' : 'en';
}

const shape = /^\d+(?:[.,]\d+)*$/;

/** Parses typed text into minor units of the currency, never through floats. */
export function parseAmount(input: string, locale: string, currency = 'USD'): AmountParse {
  const text = input.trim().replace(/[\s\u00a0\u202f]/g, '');
  if (text === '') return { ok: false, reason: 'empty' };
  if (!shape.test(text)) return { ok: false, reason: 'invalid' };
  const { group } = marks[amountLocale(locale)];
  const parts = text.split(/[.,]/);
  const seps = text.replace(/\d/g, '').split('');
  let whole = parts;
  let fraction = '';
  const last = parts[parts.length - 1] ?? '';
  const lastSep = seps[seps.length - 1];
  if (lastSep !== undefined && last.length <= 2) {
    fraction = last;
    whole = parts.slice(0, -1);
    const groups = seps.slice(0, -1);
    // "1.250.50": the grouping mark cannot also be the decimal mark.
    if (groups.length > 0 && lastSep === group) return { ok: false, reason: 'ambiguous' };
  } else if (lastSep !== undefined && last.length === 3 && lastSep !== group) {
    return { ok: false, reason: 'ambiguous' };
  }
  const groupSeps = seps.slice(0, whole.length - 1);
  if (groupSeps.some((s) => s !== group)) return { ok: false, reason: 'ambiguous' };
  if (whole.length > 1) {
    const [head = '', ...rest] = whole;
    if (head.length > 3 || rest.some((g) => g.length !== 3)) return { ok: false, reason: 'invalid' };
  }
  const digits = whole.join('');
  if (digits.length > 15) return { ok: false, reason: 'invalid' };
  const places = minorUnitDigits(currency);
  if (fraction.length > places) return { ok: false, reason: 'places' };
  const minor = BigInt(digits) * 10n ** BigInt(places) + BigInt(fraction.padEnd(places, '0') || '0');
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) return { ok: false, reason: 'invalid' };
  return { ok: true, minor: Number(minor) };
}

/** Minor units as the locale writes them in a field: 121394 -> "1.213,94" (tr), "1,213.94" (en). */
export function formatAmountInput(minor: number, locale: string, currency = 'USD'): string {
  const { group, decimal } = marks[amountLocale(locale)];
  const places = minorUnitDigits(currency);
  const abs = Math.abs(Math.trunc(minor))
    .toString()
    .padStart(places + 1, '0');
  const whole = places === 0 ? abs : abs.slice(0, -places);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const sign = minor < 0 ? '-' : '';
  return places === 0 ? sign + grouped : `${sign}${grouped}${decimal}${abs.slice(-places)}`;
}

/** The forms a field accepts, for hints and error messages: "1.250,50", "1250,50", "1250.50". */
export function amountExamples(locale: string, minor = 125_050): string[] {
  const grouped = formatAmountInput(minor, locale);
  const { group, decimal } = marks[amountLocale(locale)];
  const plain = grouped.split(group).join('');
  const forms = [grouped, plain, plain.replace(decimal, '.')];
  return forms.filter((form, index) => forms.indexOf(form) === index);
}
