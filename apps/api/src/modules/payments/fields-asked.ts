import { type CollectField, fieldsToAsk } from '@kopru/domain/schemas/payer-details';
import type { PaymentLinkRow } from '../../db/schema/payment-links.ts';
import type { PaymentProvider } from '../../ports.ts';

/**
 * What the checkout asks the payer on a link, and what a payment must carry: the link's fields,
 * those the acquirer needs of every payer (iyzico: the billing address), and a shipping address
 * for goods that are shipped.
 */
export function fieldsAskedOn(
  provider: Pick<PaymentProvider, 'requiredPayerFields'>,
  link: Pick<PaymentLinkRow, 'collectFields' | 'physicalGoods'>,
): CollectField[] {
  const required = [...(provider.requiredPayerFields ?? [])];
  if (link.physicalGoods) required.push('shippingAddress');
  return fieldsToAsk(link.collectFields, required);
}
