import {
  FEE_FIXED_MINOR,
  KYC_REVIEW_BUSINESS_DAYS,
  PAYOUT_BUSINESS_DAYS,
  SETUP_MINUTES,
  SUPPORT_HOURS,
} from '@kopru/domain/constants';
import { feePercent } from '@kopru/domain/fees';
import { linkCurrencies } from '@kopru/domain/money';
import { MIN_PAYOUT_MINOR } from '@kopru/domain/payouts';
import { formatList, formatMoney, formatNumber, formatNumberRange, formatPercent } from '@kopru/i18n/format';
import type { SiteContact } from '../../lib/site-contact.ts';

/** Turkish writes round-the-clock support as "7/24" (days/hours) where English writes "24/7". */
function supportHours(locale: string): string {
  return locale.startsWith('tr') ? SUPPORT_HOURS.split('/').reverse().join('/') : SUPPORT_HOURS;
}

const minuteUnit = { style: 'unit', unit: 'minute', unitDisplay: 'long' } as const;

function formatFigures(locale: string) {
  const percent = formatPercent(feePercent, locale);
  return {
    minutes: formatNumber(SETUP_MINUTES, locale, minuteUnit),
    percent,
    fee: `${percent} + ${formatMoney(FEE_FIXED_MINOR, 'USD', locale)}`,
    fixed: formatList(
      linkCurrencies.map((currency) => formatMoney(FEE_FIXED_MINOR, currency, locale)),
      locale,
      'disjunction',
    ),
    minPayout: formatList(
      linkCurrencies.map((currency) => formatMoney(MIN_PAYOUT_MINOR, currency, locale)),
      locale,
      'disjunction',
    ),
    payoutDays: formatNumberRange(PAYOUT_BUSINESS_DAYS.min, PAYOUT_BUSINESS_DAYS.max, locale),
    kycDays: formatNumberRange(KYC_REVIEW_BUSINESS_DAYS.min, KYC_REVIEW_BUSINESS_DAYS.max, locale),
    currencies: formatList(linkCurrencies, locale, 'disjunction'),
    support: supportHours(locale),
  };
}

/** Formatted once per language: the constants never change while the page is open. */
const formatted = new Map<string, ReturnType<typeof formatFigures>>();
/** The same object for the same language and contact, so memoised sections keep theirs. */
const withContact = new Map<string, ReturnType<typeof formatFigures> & SiteContact>();

/**
 * The figures the public pages quote, formatted for `locale` from the same constants the API
 * charges and schedules with, so a text can never disagree with the product.
 */
export function publicFigures(locale: string, contact: SiteContact) {
  let figures = formatted.get(locale);
  if (!figures) {
    figures = formatFigures(locale);
    formatted.set(locale, figures);
  }
  const key = `${locale} ${contact.email} ${contact.operator}`;
  let quoted = withContact.get(key);
  if (!quoted) {
    quoted = { ...figures, email: contact.email, operator: contact.operator };
    withContact.set(key, quoted);
  }
  return quoted;
}

export type PublicFigures = ReturnType<typeof publicFigures>;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Formats the figures of `locale` (and `also`) before the page that quotes them renders, one Intl
 * formatter per task. A formatter's first use loads its part of the language's data, 20 to 50 ms
 * on a slow phone's CPU, 150 to 200 ms for all of them, and the page formats them all in one
 * render: hydrating the landing or a legal page was one long task of that (decision 009).
 */
export async function prepareFigures(locale: string, also: readonly (() => unknown)[] = []): Promise<void> {
  if (formatted.has(locale)) return;
  const steps = [
    () => formatPercent(feePercent, locale),
    () => formatNumber(SETUP_MINUTES, locale, minuteUnit),
    ...linkCurrencies.map((currency) => () => formatMoney(FEE_FIXED_MINOR, currency, locale)),
    () => formatNumberRange(PAYOUT_BUSINESS_DAYS.min, PAYOUT_BUSINESS_DAYS.max, locale),
    () => formatList(linkCurrencies, locale, 'disjunction'),
    ...also,
  ];
  for (const step of steps) {
    step();
    await nextTask();
  }
  publicFigures(locale, { email: '', operator: '' });
}
