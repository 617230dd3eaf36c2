import type { Address } from '@kopru/domain/schemas/payer-details';
import type { ChargeInput } from '../../../ports.ts';

/** Minor units -> iyzico's decimal price ("12.5" for 1250); USD, EUR and GBP have two decimals. */
export function priceOf(amountMinor: number): string {
  const whole = Math.trunc(amountMinor / 100);
  const cents = String(amountMinor % 100).padStart(2, '0');
  return `${whole}.${cents}`.replace(/0+$/, '').replace(/\.$/, '.0');
}

/**
 * iyzico requires a buyer identity number on every payment; the checkout does not ask for one
 * (docs/acquirers.md "Buyer data": the identity-number policy and its source). This stand-in is
 * the one sent for every payer; confirm it with iyzico for your account.
 */
const NO_NATIONAL_ID = '11111111111';

/** iyzico's samples name countries in English ("Turkey"): the ISO code as its English name. */
const countryNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** One line, as iyzico's `address` and `registrationAddress` take it. */
function oneLine(address: Address): string {
  return [address.line1, address.line2, address.postalCode, address.region].filter(Boolean).join(', ');
}

function iyzicoAddress(contactName: string, address: Address): Record<string, string> {
  return {
    contactName,
    city: address.city,
    country: countryNames.of(address.country) ?? address.country,
    address: oneLine(address),
    ...(address.postalCode ? { zipCode: address.postalCode } : {}),
  };
}

function splitName(full: string): { name: string; surname: string } {
  const parts = full.trim().split(/\s+/);
  const surname = parts.length > 1 ? (parts.pop() ?? '') : (parts[0] ?? '');
  return { name: parts.join(' ') || surname, surname };
}

/**
 * The body of /payment/3dsecure/initialize (iyzipay-node lib/requests/model/Payment.js): our
 * payment id is conversationId and basketId, one basket item carries the product name: PHYSICAL
 * with the shipping address for goods that are shipped, else VIRTUAL. The buyer's city, country
 * and registration address are the billing address's, which the checkout asks of every payer
 * with iyzico (requiredPayerFields); a charge without one is refused before iyzico is asked.
 */
export function threeDsInitializeRequest(input: ChargeInput): Record<string, unknown> {
  const price = priceOf(input.amountMinor);
  const { billingAddress, shippingAddress } = input.payer;
  if (!billingAddress) throw new Error("iyzico needs the payer's billing address");
  if (input.physicalGoods && !shippingAddress) throw new Error('iyzico needs a shipping address for goods');
  const { name, surname } = splitName(input.payer.name);
  const billing = iyzicoAddress(input.payer.name, billingAddress);
  return {
    locale: input.locale,
    conversationId: input.reference,
    price,
    paidPrice: price,
    currency: input.currency,
    installment: '1',
    basketId: input.reference,
    paymentChannel: 'WEB',
    paymentGroup: 'PRODUCT',
    callbackUrl: input.callbackUrl,
    ...(input.card
      ? {
          paymentCard: {
            cardHolderName: input.card.holderName,
            cardNumber: input.card.number,
            expireMonth: String(input.card.expMonth).padStart(2, '0'),
            expireYear: String(input.card.expYear),
            cvc: input.card.cvc,
            registerCard: '0',
          },
        }
      : {}),
    buyer: {
      id: input.reference,
      name,
      surname,
      email: input.payer.email,
      identityNumber: NO_NATIONAL_ID,
      registrationAddress: billing.address,
      ip: input.payer.ip,
      city: billing.city,
      country: billing.country,
      ...(billing.zipCode ? { zipCode: billing.zipCode } : {}),
    },
    billingAddress: billing,
    ...(input.physicalGoods && shippingAddress
      ? { shippingAddress: iyzicoAddress(input.payer.name, shippingAddress) }
      : {}),
    basketItems: [
      {
        id: input.reference,
        name: input.description.slice(0, 200),
        category1: 'Payment link',
        itemType: input.physicalGoods ? 'PHYSICAL' : 'VIRTUAL',
        price,
      },
    ],
  };
}
