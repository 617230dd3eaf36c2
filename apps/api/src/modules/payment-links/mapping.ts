import type { PaymentLink } from '@kopru/domain/schemas/payment-links';
import type { PaymentLinkRow } from '../../db/schema/payment-links.ts';

export function toPaymentLink(row: PaymentLinkRow, checkoutOrigin: string): PaymentLink {
  return {
    id: row.id,
    code: row.code,
    url: `${checkoutOrigin}/pay/${row.code}`,
    productName: row.productName,
    amount: row.amount,
    currency: row.currency,
    description: row.description,
    active: row.active,
    clickCount: row.clickCount,
    successfulPayments: row.successfulPayments,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
