import { linkStatusOf } from '@kopru/domain/payment-link-options';
import type { PaymentLink } from '@kopru/domain/schemas/payment-links';
import type { PaymentLinkRow } from '../../db/schema/payment-links.ts';

export function toPaymentLink(row: PaymentLinkRow, checkoutOrigin: string, now: Date): PaymentLink {
  const customAmount =
    row.customAmountMin !== null && row.customAmountMax !== null
      ? { minimum: row.customAmountMin, maximum: row.customAmountMax }
      : null;
  return {
    id: row.id,
    code: row.code,
    url: `${checkoutOrigin}/pay/${row.code}`,
    productName: row.productName,
    amount: row.amount,
    currency: row.currency,
    description: row.description,
    customAmount,
    maxQuantity: row.maxQuantity,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    maxPayments: row.maxPayments,
    collect: row.collectFields,
    successMessage: row.successMessage,
    redirectUrl: row.redirectUrl,
    gtipCode: row.gtipCode,
    originCountry: row.originCountry,
    physicalGoods: row.physicalGoods,
    clientReference: row.clientReference,
    metadata: row.metadata,
    status: linkStatusOf(row, now),
    active: row.active,
    clickCount: row.clickCount,
    successfulPayments: row.successfulPayments,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
