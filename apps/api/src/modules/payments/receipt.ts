import { cardBrandName } from '@kopru/domain/card';
import type { Receipt } from '@kopru/domain/schemas/checkout';
import { formatDateTime, formatMoney } from '@kopru/i18n/format';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import type { MerchantBrandRow } from '../../db/schema/merchant-brands.ts';
import { merchants } from '../../db/schema/merchants.ts';
import { type PaymentRow, payments } from '../../db/schema/payments.ts';
import { brandOf, toBrandView, toPublicBrand } from '../brand/brand-of.ts';
import type { EmailService } from '../email/service.ts';

export function receiptUrl(ctx: AppContext, token: string): string {
  return `${ctx.env.CHECKOUT_ORIGIN}/pay/receipt/${token}`;
}

/** The receipt of a succeeded payment by its unguessable token. */
export async function findReceipt(
  db: Executor,
  token: string,
  publicUrl: string,
): Promise<Receipt | undefined> {
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
    transactionId: payment.reference,
    brand: toPublicBrand(await brandOf(db, payment.merchantId, publicUrl)),
  };
}

/**
 * The payer's receipt e-mail (outbox row) of a succeeded payment, composed for the statement that
 * records the success (success-statement.ts); none without a payer e-mail.
 */
export function composeReceiptEmail(
  ctx: AppContext,
  payment: PaymentRow,
  merchantName: string,
  brandRow: MerchantBrandRow | null,
): ReturnType<EmailService['compose']> | undefined {
  if (!payment.payerEmail || !payment.receiptToken) return undefined;
  const locale = payment.payerLocale ?? 'en';
  const brand = toBrandView(brandRow ?? undefined, ctx.env.PUBLIC_URL);
  return ctx.email.compose({
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
      transaction: payment.reference,
      url: receiptUrl(ctx, payment.receiptToken),
      sender: {
        name: merchantName,
        color: brand.color,
        logo: brand.logo && { url: brand.logo.url, ...brand.logo.display },
      },
    },
  });
}
