import { istanbulDay } from '@kopru/domain/business-days';
import type { Locale } from '@kopru/domain/locale';
import type { AcquirerPart } from '@kopru/domain/schemas/release-terms';
import { formatDay, formatExactMoney, formatMoney, formatPercent, formatRate } from '@kopru/i18n/format';
import type { PaymentRow } from '../../db/schema/payments.ts';
import type { PaymentReceivedVars } from '../email/paid-templates.ts';

type PaymentFigures = Pick<
  PaymentReceivedVars,
  'amount' | 'fee' | 'withholding' | 'net' | 'release' | 'reserve'
>;

type Payment = Pick<
  PaymentRow,
  | 'amount'
  | 'currency'
  | 'fee'
  | 'net'
  | 'withholdingBasisPoints'
  | 'withholdingTax'
  | 'reserve'
  | 'availableAt'
  | 'reserveReleaseAt'
>;

/** A moment as its Istanbul calendar day (the day the merchant reads it on), formatted. */
const dayOf = (at: Date, locale: Locale) => formatDay(istanbulDay(at), locale);

/**
 * The figures of the "you got paid" e-mail, formatted in `locale`: the payment's own amounts,
 * release dates and withholding (fixed when it started), and in marketplace mode (`share` is
 * iyzico's figures of the payment's item, or null before iyzico's answer is recorded) the day
 * iyzico pays from and the amount it pays in another currency when it converts.
 */
export function paymentFigures(
  payment: Payment,
  locale: Locale,
  marketplace: { share: AcquirerPart | null } | null,
): PaymentFigures {
  const money = (minor: number) => formatMoney(minor, payment.currency, locale);
  const share = payment.net - payment.reserve - payment.withholdingTax;
  const date = payment.availableAt && dayOf(payment.availableAt, locale);
  const converted = marketplace?.share?.converted;
  return {
    amount: money(payment.amount),
    fee: money(payment.fee),
    withholding:
      payment.withholdingTax > 0
        ? {
            rate: formatPercent(payment.withholdingBasisPoints / 100, locale),
            amount: money(payment.withholdingTax),
          }
        : null,
    net: money(payment.net - payment.withholdingTax),
    release: !date
      ? null
      : marketplace
        ? {
            mode: 'marketplace',
            share: money(share),
            date,
            paysFrom: marketplace.share?.paysFrom ? formatDay(marketplace.share.paysFrom, locale) : null,
            converted:
              converted?.amount != null
                ? {
                    amount: formatExactMoney(converted.amount, converted.currency, locale),
                    from: payment.currency,
                    rate: formatRate(converted.rate, locale),
                    currency: converted.currency,
                  }
                : null,
          }
        : { mode: 'platform', share: money(share), date },
    reserve:
      payment.reserve > 0 && payment.reserveReleaseAt
        ? { amount: money(payment.reserve), until: dayOf(payment.reserveReleaseAt, locale) }
        : null,
  };
}
