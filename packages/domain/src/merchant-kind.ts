import type { ValidationIssue } from './errors.ts';

/**
 * What a merchant is in law, which decides what iyzico's marketplace needs to register it
 * (docs/acquirers.md "The type of sub-merchant"): a 10-digit tax number (VKN) is a company; an
 * 11-digit one (TCKN) is a sole proprietorship or a person, which only the merchant can say.
 */
export const merchantKinds = ['company', 'sole_proprietorship', 'person'] as const;
export type MerchantKind = (typeof merchantKinds)[number];

/** What a merchant with an 11-digit tax number declares at KYC. */
export const legalForms = ['sole_proprietorship', 'person'] as const;
export type LegalForm = (typeof legalForms)[number];

/** iyzico's subMerchantType of each kind (docs/acquirers.md "The type of sub-merchant"). */
export const subMerchantTypeOfKind = {
  company: 'LIMITED_OR_JOINT_STOCK_COMPANY',
  sole_proprietorship: 'PRIVATE_COMPANY',
  person: 'PERSONAL',
} as const satisfies Record<MerchantKind, string>;

/**
 * The legal form to go by: the declared one, or for a KYC sent before the form asked (an 11-digit
 * tax number without it) what its tax office said: given, a sole proprietorship; else a person.
 */
export function legalFormOrGuess(fields: Pick<KindFields, 'legalForm' | 'taxOffice'>): LegalForm {
  return fields.legalForm || (fields.taxOffice?.trim() ? 'sole_proprietorship' : 'person');
}

/** The KYC fields the rule reads: empty strings and nulls count as not given. */
export interface KindFields {
  legalForm?: LegalForm | '' | null | undefined;
  taxOffice?: string | null | undefined;
  holderFirstName?: string | null | undefined;
  holderLastName?: string | null | undefined;
}
export type KindField = keyof KindFields;

/** The kind a tax number and a declared legal form make; null: an 11-digit number not yet declared. */
export function merchantKindOf(
  taxId: string,
  legalForm: LegalForm | '' | null | undefined,
): MerchantKind | null {
  if (taxId.length === 10) return 'company';
  return legalForm || null;
}

/**
 * The fields each kind must give (iyzico "Alt Üye Oluşturma"; iyzipay-node samples "should create
 * personal / private / limited company sub merchant"): a company and a sole proprietorship their
 * tax office; a person the first name and surname of the bank account's holder, as two fields,
 * because iyzico checks them against the IBAN (contactName, contactSurname).
 */
export const requiredFieldsOf: Record<MerchantKind, readonly KindField[]> = {
  company: ['taxOffice'],
  sole_proprietorship: ['taxOffice'],
  person: ['holderFirstName', 'holderLastName'],
};

const given = (value: string | null | undefined) => Boolean(value?.trim());

/** The fields the merchant still has to give, in form order ('legalForm' first when undeclared). */
export function missingKindFields(taxId: string, fields: KindFields): KindField[] {
  const kind = merchantKindOf(taxId, fields.legalForm);
  if (!kind) return ['legalForm'];
  return requiredFieldsOf[kind].filter((field) => field !== 'legalForm' && !given(fields[field]));
}

const messages: Record<KindField, string> = {
  legalForm: 'validation.legalFormRequired',
  taxOffice: 'validation.taxOfficeRequired',
  holderFirstName: 'validation.holderFirstNameRequired',
  holderLastName: 'validation.holderLastNameRequired',
};

/** The rule's refusals as form issues (path and translated message key), for the form and the API. */
export function kindIssues(taxId: string, fields: KindFields): ValidationIssue[] {
  return missingKindFields(taxId, fields).map((field) => ({ path: field, message: messages[field] }));
}

/**
 * What is kept of the fields for the kind: a company declares no legal form, only a person gives
 * holder names, a person's tax office is not kept.
 */
export function keptKindFields(taxId: string, fields: KindFields) {
  const kind = merchantKindOf(taxId, fields.legalForm);
  const text = (value: string | null | undefined) => value?.trim() || null;
  return {
    legalForm: kind === 'company' ? null : fields.legalForm || null,
    taxOffice: kind === 'person' ? null : text(fields.taxOffice),
    holderFirstName: kind === 'person' ? text(fields.holderFirstName) : null,
    holderLastName: kind === 'person' ? text(fields.holderLastName) : null,
  };
}
