import type { ChargeInput } from '../../../ports.ts';

/** Minor units -> iyzico's decimal price ("12.5" for 1250); USD, EUR and GBP have two decimals. */
export function priceOf(amountMinor: number): string {
  const whole = Math.trunc(amountMinor / 100);
  const cents = String(amountMinor % 100).padStart(2, '0');
  return `${whole}.${cents}`.replace(/0+$/, '').replace(/\.$/, '.0');
}

/**
 * Köprü keeps no postal address and no national id for a payer; iyzico's 3-D Secure initialize
 * requires buyer identity and address fields. These stand-ins are sent (see docs/acquirers.md).
 */
const NOT_COLLECTED = 'Not collected';
/** A stand-in identity number for buyers without a Turkish id (TCKN); confirm it with iyzico for your account. */
const NO_NATIONAL_ID = '11111111111';

function splitName(full: string): { name: string; surname: string } {
  const parts = full.trim().split(/\s+/);
  const surname = parts.length > 1 ? (parts.pop() ?? '') : (parts[0] ?? '');
  return { name: parts.join(' ') || surname, surname };
}

/**
 * The body of /payment/3dsecure/initialize (iyzipay-node lib/requests/model/Payment.js): our
 * payment id is conversationId and basketId, one virtual basket item carries the product name.
 */
export function threeDsInitializeRequest(input: ChargeInput): Record<string, unknown> {
  const price = priceOf(input.amountMinor);
  const country = input.payer.country ?? NOT_COLLECTED;
  const { name, surname } = splitName(input.payer.name);
  return {
    locale: 'en',
    conversationId: input.reference,
    price,
    paidPrice: price,
    currency: input.currency,
    installment: '1',
    basketId: input.reference,
    paymentChannel: 'WEB',
    paymentGroup: 'PRODUCT',
    callbackUrl: input.callbackUrl,
    paymentCard: {
      cardHolderName: input.card.holderName,
      cardNumber: input.card.number,
      expireMonth: String(input.card.expMonth).padStart(2, '0'),
      expireYear: String(input.card.expYear),
      cvc: input.card.cvc,
      registerCard: '0',
    },
    buyer: {
      id: input.reference,
      name,
      surname,
      email: input.payer.email,
      identityNumber: NO_NATIONAL_ID,
      registrationAddress: NOT_COLLECTED,
      ip: input.payer.ip,
      city: NOT_COLLECTED,
      country,
    },
    billingAddress: { contactName: input.payer.name, city: NOT_COLLECTED, country, address: NOT_COLLECTED },
    basketItems: [
      {
        id: input.reference,
        name: input.description.slice(0, 200),
        category1: 'Payment link',
        itemType: 'VIRTUAL',
        price,
      },
    ],
  };
}
