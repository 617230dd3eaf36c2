import { toLocale } from '@kopru/domain/locale';
import { formatMoney } from '@kopru/i18n/format';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import type { PaymentRow } from '../../db/schema/payments.ts';
import type { RefundRow } from '../../db/schema/refunds.ts';
import { findMerchantWithEmail } from '../merchants/repository.ts';

/** Tells the payer, in the language it paid in, that money is on its way back; in the caller's transaction. */
export async function emailPayerRefund(
  ctx: AppContext,
  tx: Executor,
  payment: PaymentRow,
  refund: RefundRow,
): Promise<void> {
  if (!payment.payerEmail) return;
  const owner = await findMerchantWithEmail(tx, payment.merchantId);
  if (!owner) throw new Error(`payment ${payment.id} has no merchant`);
  const locale = toLocale(payment.payerLocale);
  await ctx.email.send(tx, {
    to: payment.payerEmail,
    locale,
    template: 'refundIssued',
    vars: {
      merchant: owner.merchant.companyName,
      amount: formatMoney(refund.amount, refund.currency, locale),
      paid: formatMoney(payment.amount, payment.currency, locale),
      product: payment.description,
      reference: payment.reference,
    },
  });
}
