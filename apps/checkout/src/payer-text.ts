import { isCountryCode } from '@kopru/domain/countries';
import type { CollectField, PayerInput } from '@kopru/domain/schemas/payer-details';

export interface AddressText {
  line1: string;
  line2: string;
  city: string;
  postalCode: string;
  region: string;
  country: string;
}
export interface PayerText {
  name: string;
  phone: string;
  company: string;
  taxId: string;
  billingAddress: AddressText;
  shippingAddress: AddressText;
  /** When both addresses are asked: the goods go to the billing address (the shipping one is not shown). */
  shipToBilling: boolean;
}

const emptyAddress: AddressText = { line1: '', line2: '', city: '', postalCode: '', region: '', country: '' };
export const emptyPayer: PayerText = {
  name: '',
  phone: '',
  company: '',
  taxId: '',
  billingAddress: emptyAddress,
  shippingAddress: emptyAddress,
  shipToBilling: true,
};

/** The country of the browser's first language that names one ("de-AT" -> AT), if any. */
export function browserCountry(languages: readonly string[]): string {
  for (const tag of languages) {
    try {
      const region = new Intl.Locale(tag).region;
      if (region && isCountryCode(region)) return region;
    } catch {
      // Not a language tag: ignored.
    }
  }
  return '';
}

/** The payer's empty answers, both addresses' country preselected from the browser's language. */
export function payerFor(languages: readonly string[]): PayerText {
  const country = browserCountry(languages);
  return {
    ...emptyPayer,
    billingAddress: { ...emptyAddress, country },
    shippingAddress: { ...emptyAddress, country },
  };
}

/** Whether the shipping address is asked apart from the billing address. */
export function asksShippingApart(collect: readonly CollectField[], payer: PayerText): boolean {
  return collect.includes('shippingAddress') && !(collect.includes('billingAddress') && payer.shipToBilling);
}

const PHONE = /^\+?[\d\s().-]+$/;

/**
 * The required fields the payer left empty and a phone that is not one, as `payer.<path>` ->
 * message key: the server's rules (payer-details.ts), checked here without loading zod.
 */
export function payerProblems(collect: readonly CollectField[], payer: PayerText): Record<string, string> {
  const found: Record<string, string> = {};
  if (collect.includes('name') && !payer.name.trim()) found['payer.name'] = 'validation.required';
  if (collect.includes('phone')) {
    const phone = payer.phone.trim();
    const digits = phone.replace(/\D/g, '').length;
    if (!phone) found['payer.phone'] = 'validation.required';
    else if (!PHONE.test(phone) || digits < 7 || digits > 15) found['payer.phone'] = 'checkout.errors.phone';
  }
  for (const kind of ['billingAddress', 'shippingAddress'] as const) {
    if (!collect.includes(kind)) continue;
    if (kind === 'shippingAddress' && !asksShippingApart(collect, payer)) continue;
    const address = payer[kind];
    if (!address.line1.trim()) found[`payer.${kind}.line1`] = 'validation.required';
    if (!address.city.trim()) found[`payer.${kind}.city`] = 'validation.required';
    if (!address.country) found[`payer.${kind}.country`] = 'checkout.errors.country';
  }
  return found;
}

/** The request's `payer`: the collected fields only, trimmed, empty optional ones left out. */
export function payerBody(collect: readonly CollectField[], payer: PayerText): PayerInput {
  const text = (value: string) => value.trim() || undefined;
  const address = (value: AddressText) => ({
    line1: value.line1.trim(),
    line2: text(value.line2),
    city: value.city.trim(),
    postalCode: text(value.postalCode),
    region: text(value.region),
    country: value.country,
  });
  const has = (field: CollectField) => collect.includes(field);
  return {
    name: has('name') ? text(payer.name) : undefined,
    phone: has('phone') ? text(payer.phone) : undefined,
    company: has('company') ? text(payer.company) : undefined,
    taxId: has('taxId') ? text(payer.taxId) : undefined,
    billingAddress: has('billingAddress') ? address(payer.billingAddress) : undefined,
    shippingAddress: has('shippingAddress')
      ? address(asksShippingApart(collect, payer) ? payer.shippingAddress : payer.billingAddress)
      : undefined,
  };
}
