import { cardProblems } from '@kopru/domain/card';
import type { PayRequest } from '@kopru/domain/schemas/checkout';
import type { PaymentProvider } from '../../ports.ts';

type CardFields = Pick<PayRequest, 'cardNumber' | 'expiry' | 'cvc' | 'cardholderName'>;

/** What the payer's checkout shows: our card form, or the step to the acquirer's page. */
export function cardEntryOf(provider: PaymentProvider): 'form' | 'acquirer_page' {
  return provider.cardEntry.kind === 'acquirer_page' ? 'acquirer_page' : 'form';
}

/**
 * The problems of what the payer sent, per field (i18n keys). On our form: the card's checks.
 * When the acquirer takes the card on its page, a card number, expiry or CVC sent to us is
 * refused (it must never reach our servers), and only the payer's name is required.
 */
export function cardEntryProblems(
  provider: PaymentProvider,
  fields: CardFields,
  now: Date,
): Partial<Record<keyof CardFields, string>> {
  if (cardEntryOf(provider) === 'form')
    return cardProblems(
      {
        cardNumber: fields.cardNumber ?? '',
        expiry: fields.expiry ?? '',
        cvc: fields.cvc ?? '',
        cardholderName: fields.cardholderName,
      },
      now,
    );
  const problems: Partial<Record<keyof CardFields, string>> = {};
  for (const field of ['cardNumber', 'expiry', 'cvc'] as const)
    if (fields[field] !== undefined) problems[field] = 'checkout.errors.cardOnAcquirerPage';
  if (!fields.cardholderName.trim()) problems.cardholderName = 'validation.required';
  return problems;
}
