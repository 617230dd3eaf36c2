import { PAYOUT_BUSINESS_DAYS } from '@kopru/domain/constants';
import { maskIban } from '@kopru/domain/iban';
import { payoutReference } from '@kopru/domain/payouts';
import { formatMoney, formatNumberRange } from '@kopru/i18n/format';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import type { PayoutRow } from '../../db/schema/payouts.ts';
import { findMerchantWithEmail } from '../merchants/repository.ts';

export type PayoutEmail =
  | { template: 'payoutRequested' | 'payoutApproved' | 'payoutCancelled' }
  | { template: 'payoutPaid'; bankReference: string }
  | { template: 'payoutRejected' | 'payoutFailed'; reason: string };

/** E-mails the merchant's user about a payout, in their language, in the caller's transaction. */
export async function emailPayout(
  ctx: AppContext,
  tx: Executor,
  payout: PayoutRow,
  email: PayoutEmail,
): Promise<void> {
  const owner = await findMerchantWithEmail(tx, payout.merchantId);
  if (!owner) throw new Error(`payout ${payout.id} has no merchant`);
  const locale = owner.locale;
  const vars = {
    reference: payoutReference(payout.number),
    amount: formatMoney(payout.amount, payout.currency, locale),
    bank: payout.bankName,
    iban: maskIban(payout.iban),
    days: formatNumberRange(PAYOUT_BUSINESS_DAYS.min, PAYOUT_BUSINESS_DAYS.max, locale),
    url: `${ctx.env.MERCHANT_ORIGIN}/sme/dashboard/payouts`,
  };
  const to = owner.email;
  switch (email.template) {
    case 'payoutPaid':
      return ctx.email.send(tx, {
        to,
        locale,
        template: email.template,
        vars: { ...vars, bankReference: email.bankReference },
      });
    case 'payoutRejected':
    case 'payoutFailed':
      return ctx.email.send(tx, {
        to,
        locale,
        template: email.template,
        vars: { ...vars, reason: email.reason },
      });
    default:
      return ctx.email.send(tx, { to, locale, template: email.template, vars });
  }
}
