import { PAYOUT_BUSINESS_DAYS } from '@kopru/domain/constants';
import { maskIban } from '@kopru/domain/iban';
import type { Locale } from '@kopru/domain/locale';
import { formatMoney, formatNumberRange } from '@kopru/i18n/format';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import type { PayoutRow } from '../../db/schema/payouts.ts';
import { emailOwners } from '../members/email-owners.ts';

export type PayoutEmail =
  | { template: 'payoutRequested' | 'payoutApproved' | 'payoutCancelled' }
  | { template: 'payoutPaid'; bankReference: string }
  | { template: 'payoutRejected' | 'payoutFailed'; reason: string };

/** E-mails the merchant's owners about a payout, each in its language, in the caller's transaction. */
export async function emailPayout(
  ctx: AppContext,
  tx: Executor,
  payout: PayoutRow,
  email: PayoutEmail,
): Promise<void> {
  const vars = (locale: Locale) => ({
    reference: payout.reference,
    amount: formatMoney(payout.amount, payout.currency, locale),
    bank: payout.bankName,
    iban: maskIban(payout.iban),
    days: formatNumberRange(PAYOUT_BUSINESS_DAYS.min, PAYOUT_BUSINESS_DAYS.max, locale),
    url: `${ctx.env.MERCHANT_ORIGIN}/sme/dashboard/payouts`,
  });
  const merchantId = payout.merchantId;
  switch (email.template) {
    case 'payoutPaid':
      return emailOwners(ctx, tx, merchantId, email.template, (locale) => ({
        ...vars(locale),
        bankReference: email.bankReference,
      }));
    case 'payoutRejected':
    case 'payoutFailed':
      return emailOwners(ctx, tx, merchantId, email.template, (locale) => ({
        ...vars(locale),
        reason: email.reason,
      }));
    default:
      return emailOwners(ctx, tx, merchantId, email.template, vars);
  }
}
