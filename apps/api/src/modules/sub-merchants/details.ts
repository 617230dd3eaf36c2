import type { SettlementCurrency } from '@kopru/domain/schemas/marketplace-payouts';
import type { SubMerchantDetails, SubMerchantType } from '../../marketplace-ports.ts';

/** What the sub-merchant is built from: the merchant's verified identity and its approved KYC. */
export interface MerchantForSubMerchant {
  merchantId: string;
  companyName: string;
  taxId: string;
  authPersonName: string;
  ownerEmail: string;
  businessAddress: string;
  /** The lira account's IBAN. */
  iban: string;
  /** The approved USD, EUR and GBP accounts (null: none). */
  ibanUsd: string | null;
  ibanEur: string | null;
  ibanGbp: string | null;
  taxOffice: string | null;
  /** The currency the merchant chose to be paid in (TRY until it chooses another). */
  settlementCurrency: SettlementCurrency;
}

type Settlement = Pick<
  MerchantForSubMerchant,
  'iban' | 'ibanUsd' | 'ibanEur' | 'ibanGbp' | 'settlementCurrency'
>;

/**
 * The currency the acquirer pays in and the IBAN it pays to: the settlement currency with its
 * approved account. Without one (an approved change removed it, and the setting went back to TRY
 * in the same transaction) the lira account, never a currency with another currency's IBAN.
 */
export function settlementAccountOf(input: Settlement): { currency: SettlementCurrency; iban: string } {
  const ibans = { USD: input.ibanUsd, EUR: input.ibanEur, GBP: input.ibanGbp };
  const currency = input.settlementCurrency;
  const iban = currency === 'TRY' ? null : ibans[currency];
  return iban ? { currency, iban } : { currency: 'TRY', iban: input.iban };
}

/**
 * The sub-merchant type, from the tax number and the KYC data (docs/acquirers.md "Marketplace"):
 * a 10-digit tax number (VKN) is a limited or joint-stock company; an 11-digit one is a Turkish
 * identity number (TCKN), which sole proprietors use as their tax number: with a tax office the
 * merchant is a sole proprietorship (PRIVATE_COMPANY), without one a person (PERSONAL).
 */
export function subMerchantTypeOf(
  input: Pick<MerchantForSubMerchant, 'taxId' | 'taxOffice'>,
): SubMerchantType {
  if (input.taxId.length === 10) return 'LIMITED_OR_JOINT_STOCK_COMPANY';
  return input.taxOffice ? 'PRIVATE_COMPANY' : 'PERSONAL';
}

function splitName(full: string): { contactName: string; contactSurname: string } {
  const parts = full.trim().split(/\s+/);
  const contactSurname = parts.length > 1 ? (parts.pop() ?? '') : (parts[0] ?? '');
  return { contactName: parts.join(' ') || contactSurname, contactSurname };
}

/**
 * The details the acquirer is sent, or the reason they cannot be: a company without a tax office
 * (iyzico requires it for both company types) waits for the merchant to give one.
 */
export function subMerchantDetailsOf(
  input: MerchantForSubMerchant,
): { details: SubMerchantDetails } | { missing: 'tax_office' } {
  const type = subMerchantTypeOf(input);
  const common = {
    externalId: input.merchantId,
    type,
    name: input.companyName,
    email: input.ownerEmail,
    address: input.businessAddress,
    ...settlementAccountOf(input),
  };
  if (type === 'PERSONAL')
    return { details: { ...common, ...splitName(input.authPersonName), identityNumber: input.taxId } };
  if (!input.taxOffice) return { missing: 'tax_office' };
  const company = { ...common, legalCompanyTitle: input.companyName, taxOffice: input.taxOffice };
  return {
    details:
      type === 'PRIVATE_COMPANY'
        ? { ...company, identityNumber: input.taxId }
        : { ...company, taxNumber: input.taxId },
  };
}
