import {
  type KindField,
  type LegalForm,
  legalFormOrGuess,
  merchantKindOf,
  missingKindFields,
  subMerchantTypeOfKind,
} from '@kopru/domain/merchant-kind';
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
  /** What the KYC says an 11-digit tax number's holder is (null: a company, or not asked yet). */
  legalForm: LegalForm | null;
  /** A person's names as on the bank account. */
  holderFirstName: string | null;
  holderLastName: string | null;
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
 * The sub-merchant type (docs/acquirers.md "The type of sub-merchant", rule in
 * @kopru/domain/merchant-kind): a 10-digit tax number (VKN) is a limited or joint-stock company;
 * an 11-digit one (TCKN) a sole proprietorship (PRIVATE_COMPANY) or a person (PERSONAL).
 */
export function subMerchantTypeOf(
  input: Pick<MerchantForSubMerchant, 'taxId' | 'taxOffice' | 'legalForm'>,
): SubMerchantType {
  return subMerchantTypeOfKind[merchantKindOf(input.taxId, legalFormOrGuess(input)) ?? 'person'];
}

/**
 * The details the acquirer is sent, or the fields it needs that the KYC lacks (a company without a
 * tax office, a person without the account holder's names): those wait for the merchant. A
 * person's names are sent as given, never split from another field.
 */
export function subMerchantDetailsOf(
  input: MerchantForSubMerchant,
): { details: SubMerchantDetails } | { missing: KindField[] } {
  const legalForm = legalFormOrGuess(input);
  const missing = missingKindFields(input.taxId, { ...input, legalForm });
  if (missing.length > 0) return { missing };
  const type = subMerchantTypeOf({ ...input, legalForm });
  const common = {
    externalId: input.merchantId,
    type,
    name: input.companyName,
    email: input.ownerEmail,
    address: input.businessAddress,
    ...settlementAccountOf(input),
  };
  if (type === 'PERSONAL') {
    const contact = { contactName: input.holderFirstName ?? '', contactSurname: input.holderLastName ?? '' };
    return { details: { ...common, ...contact, identityNumber: input.taxId } };
  }
  const company = { ...common, legalCompanyTitle: input.companyName, taxOffice: input.taxOffice ?? '' };
  return {
    details:
      type === 'PRIVATE_COMPANY'
        ? { ...company, identityNumber: input.taxId }
        : { ...company, taxNumber: input.taxId },
  };
}
