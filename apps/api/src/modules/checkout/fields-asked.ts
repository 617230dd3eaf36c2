import { type CollectField, fieldsToAsk } from '@kopru/domain/schemas/payer-details';
import type { PaymentLinkRow } from '../../db/schema/payment-links.ts';
import type { PaymentProvider } from '../../ports.ts';

/**
 * What the checkout asks the payer on a link, and what a payment must carry: the link's fields
 * and those the acquirer needs of every payer (iyzico: the billing address).
 */
export function fieldsAskedOn(
  provider: Pick<PaymentProvider, 'requiredPayerFields'>,
  link: Pick<PaymentLinkRow, 'collectFields'>,
): CollectField[] {
  return fieldsToAsk(link.collectFields, provider.requiredPayerFields ?? []);
}
