/** Card checks shared by the checkout form and the server. Card numbers are never stored. */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'troy' | 'unknown';

export function normaliseCardNumber(input: string): string {
  return input.replace(/[\s-]/g, '');
}

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^9792/.test(digits)) return 'troy';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

/** Groups digits as typed: 4242 4242 4242 4242 (Amex 4-6-5). */
const brandNames: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  troy: 'Troy',
  unknown: '',
};

/** The brand as printed on receipts ("Visa"); empty for an unknown brand. */
export function cardBrandName(brand: string): string {
  return brandNames[brand as CardBrand] ?? '';
}

export function formatCardNumber(input: string): string {
  const digits = normaliseCardNumber(input).replace(/\D/g, '').slice(0, 19);
  const groups = cardBrand(digits) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let index = 0;
  for (const size of groups) {
    if (index >= digits.length) break;
    parts.push(digits.slice(index, index + size));
    index += size;
  }
  return parts.join(' ');
}

/** "0428" or "04/28" typed -> "04/28". */
export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** MM/YY not in the past: valid through the last day of that month (UTC). */
export function expiryValid(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  const endOfMonth = Date.UTC(year, month, 1);
  return endOfMonth > now.getTime();
}

export function cvcValid(cvc: string, brand: CardBrand): boolean {
  return brand === 'amex' ? /^\d{4}$/.test(cvc) : /^\d{3,4}$/.test(cvc);
}

export type CardField = 'cardNumber' | 'expiry' | 'cvc' | 'cardholderName';

export interface CardInput {
  cardNumber: string;
  expiry: string;
  cvc: string;
  cardholderName: string;
}

/** Field -> i18n key of the first problem of each field; empty when the card can be charged. */
export function cardProblems(card: CardInput, now: Date): Partial<Record<CardField, string>> {
  const problems: Partial<Record<CardField, string>> = {};
  const digits = normaliseCardNumber(card.cardNumber);
  if (!digits) problems.cardNumber = 'validation.required';
  else if (!luhnValid(digits)) problems.cardNumber = 'checkout.errors.cardNumber';
  if (!card.expiry.trim()) problems.expiry = 'validation.required';
  else if (!expiryValid(card.expiry, now)) problems.expiry = 'checkout.errors.expiry';
  if (!card.cvc.trim()) problems.cvc = 'validation.required';
  else if (!cvcValid(card.cvc.trim(), cardBrand(digits))) problems.cvc = 'checkout.errors.cvc';
  if (!card.cardholderName.trim()) problems.cardholderName = 'validation.required';
  else if (card.cardholderName.trim().length > 100) problems.cardholderName = 'validation.tooLong';
  return problems;
}
