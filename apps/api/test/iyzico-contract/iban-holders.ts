import { type Body, failure, invalidRequest } from './answers.ts';

/**
 * Row M13: iyzico wants a sub-merchant's IBAN held by the one it registers. docs.iyzico.com "Alt
 * Üye Oluşturma" (https://docs.iyzico.com/urunler/pazaryeri/pazaryeri-entegrasyonu/alt-uye-olusturma.md),
 * bireysel: `iban` "contactName ve contactSurname ile uyumlu bir IBAN olmalı"; iyzico's former
 * guide (github.com/iyzico-kurtulussahin/iyzico.gitbook, …/satici-olusturma/bireysel-satici-olusturma.md:
 * `contactName`/`contactSurname` "IBAN ile uyumlu olmalı"; sahis-sirketi-satici-olusturma.md and
 * kurumsal-satici-olusturma.md: `iban` "legalCompanyTitle ile uyumlu bir IBAN olmalı"). The server knows the holder of the IBANs of its
 * table (set when it starts, as a bank would know them); an IBAN outside the table is taken as before.
 */
export type IbanHolders = Record<string, string>;

/**
 * A38: no page gives the code and message of this refusal. `invalid_request`: iyzico's documented
 * general code 11 ("Geçersiz istek", R3) naming the field; `unlisted`: a code no page lists, made
 * up here as the stand-in of one iyzico might send (the product must show it as given).
 */
export type IbanHolderMismatchAnswer = 'invalid_request' | 'unlisted';
export const unlistedIbanHolderAnswer = {
  errorCode: '2005',
  errorMessage: 'IBAN hesap sahibi ile alt üye işyeri bilgileri uyuşmuyor',
};

const normalisedIban = (value: unknown) =>
  String(value ?? '')
    .replace(/[\s-]/g, '')
    .toUpperCase();
const comparable = (value: string) => value.trim().replace(/\s+/g, ' ').toLocaleUpperCase('tr-TR');

/** The name the IBAN's holder must bear: a person's two names, a company's legal title. */
const registeredName = (fields: Body) =>
  fields.subMerchantType === 'PERSONAL'
    ? `${String(fields.contactName ?? '')} ${String(fields.contactSurname ?? '')}`
    : String(fields.legalCompanyTitle ?? '');

/**
 * The refusal of a create or update whose IBAN (`fields`: what the sub-merchant would be once
 * taken) the table holds under another name; undefined when it matches or the IBAN is not known.
 */
export function ibanHolderRefusal(
  holders: IbanHolders,
  answer: IbanHolderMismatchAnswer,
  request: Body,
  fields: Body,
): Body | undefined {
  const holder = holders[normalisedIban(fields.iban)];
  const name = registeredName(fields);
  if (holder === undefined || comparable(holder) === comparable(name)) return undefined;
  return answer === 'invalid_request'
    ? invalidRequest(request, 'iban')
    : failure(request, unlistedIbanHolderAnswer.errorCode, unlistedIbanHolderAnswer.errorMessage);
}

export const ibanHoldersByNormalisedIban = (holders: IbanHolders = {}): IbanHolders =>
  Object.fromEntries(Object.entries(holders).map(([iban, holder]) => [normalisedIban(iban), holder]));
