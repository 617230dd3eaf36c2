import { cardBrandName } from '@kopru/domain/card';
import type { Receipt } from '@kopru/domain/schemas/checkout';
import { formatDateTime, formatMoney } from '@kopru/i18n/format';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Executor, Transaction } from '../../db/client.ts';
import { merchants } from '../../db/schema/merchants.ts';
import { type PaymentRow, payments } from '../../db/schema/payments.ts';
import { transactionId } from './mapping.ts';

export function receiptUrl(ctx: AppContext, token: string): string {
  return `${ctx.env.CHECKOUT_ORIGIN}/pay/receipt/${token}`;
}

/** The receipt of a succeeded payment by its unguessable token. */
export async function findReceipt(db: Executor, token: string): Promise<Receipt | undefined> {
  const [row] = await db
    .select({ payment: payments, merchantName: merchants.companyName })
    .from(payments)
    .innerJoin(merchants, eq(merchants.id, payments.merchantId))
    .where(and(eq(payments.receiptToken, token), eq(payments.status, 'succeeded')))
    .limit(1);
  if (!row) return undefined;
  const { payment } = row;
  return {
    merchantName: row.merchantName,
    productName: payment.description,
    amount: payment.amount,
    currency: payment.currency,
    paidAt: payment.statusChangedAt.toISOString(),
    cardBrand: cardBrandName(payment.cardBrand),
    cardLast4: payment.cardLast4,
    transactionId: transactionId(payment.number),
  };
}

/** Queues the payer's receipt e-mail (outbox) in the transaction that records the success. */
export async function queueReceiptEmail(
  ctx: AppContext,
  tx: Transaction,
  payment: PaymentRow,
  merchantName: string,
): Promise<void> {
  if (!payment.payerEmail || !payment.receiptToken) return;
  const locale = payment.payerLocale ?? 'en';
  await ctx.email.send(tx, {
    to: payment.payerEmail,
    locale,
    template: 'paymentReceipt',
    vars: {
      merchant: merchantName,
      product: payment.description,
      amount: formatMoney(payment.amount, payment.currency, locale),
      date: `${formatDateTime(payment.statusChangedAt, locale)} UTC`,
      brand: cardBrandName(payment.cardBrand),
      last4: payment.cardLast4,
      transaction: transactionId(payment.number),
      url: receiptUrl(ctx, payment.receiptToken),
    },
  });
}
