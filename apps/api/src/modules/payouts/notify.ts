import { PAYOUT_BUSINESS_DAYS } from '@kopru/domain/constants';
import { maskIban } from '@kopru/domain/iban';
import type { Locale } from '@kopru/domain/locale';
import { payoutReference } from '@kopru/domain/payouts';
import { formatMoney, formatNumberRange } from '@kopru/i18n/format';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import type { PayoutRow } from '../../db/schema/payouts.ts';
import { listOwnerContacts } from '../members/repository.ts';

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
  for (const owner of await listOwnerContacts(tx, payout.merchantId))
    await emailPayoutTo(ctx, tx, payout, email, owner);
}

async function emailPayoutTo(
  ctx: AppContext,
  tx: Executor,
  payout: PayoutRow,
  email: PayoutEmail,
  owner: { email: string; locale: Locale },
): Promise<void> {
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
