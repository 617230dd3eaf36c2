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

/**
 * The figures the public pages quote, formatted for `locale` from the same constants the API
 * charges and schedules with, so a text can never disagree with the product.
 */
export function publicFigures(locale: string, contact: SiteContact) {
  const percent = formatPercent(feePercent, locale);
  return {
    minutes: formatNumber(SETUP_MINUTES, locale, { style: 'unit', unit: 'minute', unitDisplay: 'long' }),
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
    email: contact.email,
    operator: contact.operator,
  };
}

export type PublicFigures = ReturnType<typeof publicFigures>;
