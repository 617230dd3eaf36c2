import { randomBytes } from 'node:crypto';
import { type Body, failure, invalidRequest, success } from './answers.ts';
import { type IbanHolderMismatchAnswer, type IbanHolders, ibanHolderRefusal } from './iban-holders.ts';

/**
 * iyzico's marketplace onboarding as the contract server answers it (rows M1-M4 of
 * docs/acquirers.md): POST /onboarding/submerchant creates, PUT updates, POST
 * /onboarding/submerchant/detail finds by subMerchantExternalId. Request and answer fields:
 * iyzipay-node lib/requests/CreateSubMerchantRequest.js, UpdateSubMerchantRequest.js,
 * RetrieveSubMerchantRequest.js, lib/resources/SubMerchant.js; iyzipay-java model/SubMerchant.java.
 */
export interface ContractSubMerchant {
  subMerchantKey: string;
  fields: Body;
}

export interface SubMerchantState {
  /** By subMerchantExternalId. */
  subMerchants: Map<string, ContractSubMerchant>;
  /** Row M5: the next create or update is refused with this answer (set by a test). */
  refuseNext: { errorCode: string; errorMessage: string } | undefined;
  /** Row M13: the holder of each IBAN the server knows (normalised IBAN -> holder's name). */
  ibanHolders: IbanHolders;
}

/** Assumptions A20-A23, A29 (docs/acquirers.md): what no source says about these endpoints. */
export interface SubMerchantAssumptions {
  /** A23: the detail answer carries the subMerchantKey (iyzipay-java's model has the field; no sample asserts it). */
  detailCarriesKey: boolean;
  /** A29: a foreign `currency` without `swiftCode` is taken, or refused. */
  foreignCurrencyWithoutSwiftCode: 'accepted' | 'refused';
  /** A38: the answer to an IBAN held by someone else than the sub-merchant (row M13). */
  ibanHolderMismatch: IbanHolderMismatchAnswer;
}

/**
 * Row M8: the settlement `currency` of create and update. docs.iyzico.com's "Alt Üye Oluşturma"
 * and "Alt Üye Güncelleme": "Para birimi default TL olarak belirlenmiştir. USD, EUR, GBP, RUB,
 * CHF ve NOK para birimleri de belirlenebilir" (TRY when absent).
 */
const settlementCurrencies = ['TRY', 'USD', 'EUR', 'GBP', 'RUB', 'CHF', 'NOK'];

/** M8 and A29: a currency outside the list, or (A29 refused) a foreign one without swiftCode. */
function currencyProblem(request: Body, assumptions: SubMerchantAssumptions): string | undefined {
  if (!present(request.currency)) return undefined;
  const currency = String(request.currency);
  if (!settlementCurrencies.includes(currency)) return 'currency';
  if (
    currency !== 'TRY' &&
    assumptions.foreignCurrencyWithoutSwiftCode === 'refused' &&
    !present(request.swiftCode)
  )
    return 'swiftCode';
  return undefined;
}

/**
 * The fields each type must send: the starred fields of docs.iyzico.com's "Alt Üye Oluşturma"
 * (subMerchantExternalId, subMerchantType, email, address; PERSONAL contactName and
 * contactSurname) and dev.iyzipay.com's tables for the companies (taxOffice and legalCompanyTitle,
 * and taxNumber for a limited company). PRIVATE_COMPANY's identityNumber: every SDK sample sends
 * it, no table marks it (assumption A22).
 */
const requiredByType: Record<string, string[]> = {
  PERSONAL: ['contactName', 'contactSurname'],
  PRIVATE_COMPANY: ['taxOffice', 'legalCompanyTitle', 'identityNumber'],
  LIMITED_OR_JOINT_STOCK_COMPANY: ['taxOffice', 'legalCompanyTitle', 'taxNumber'],
};

const present = (value: unknown) => value !== undefined && value !== null && value !== '';
const missingOf = (body: Body, names: string[]) => names.find((name) => !present(body[name]));

/** The fields iyzipay's update request model carries (UpdateSubMerchantRequest.js). */
const updatable = [
  'name',
  'email',
  'gsmNumber',
  'address',
  'iban',
  'taxOffice',
  'contactName',
  'contactSurname',
  'legalCompanyTitle',
  'swiftCode',
  'currency',
  'identityNumber',
  'taxNumber',
];

function refusal(state: SubMerchantState, request: Body): Body | undefined {
  const refused = state.refuseNext;
  if (!refused) return undefined;
  state.refuseNext = undefined;
  return failure(request, refused.errorCode, refused.errorMessage);
}

export function subMerchantRoutes(state: SubMerchantState, assumptions: SubMerchantAssumptions) {
  /** Row M1: create; its answer carries the new subMerchantKey. A21: an externalId taken is refused. */
  function create(_path: string, request: Body): Body {
    const type = String(request.subMerchantType ?? '');
    const problem =
      missingOf(request, ['subMerchantExternalId', 'subMerchantType', 'email', 'address']) ??
      (requiredByType[type] ? missingOf(request, requiredByType[type]) : 'subMerchantType') ??
      currencyProblem(request, assumptions);
    if (problem) return invalidRequest(request, problem);
    const refused =
      refusal(state, request) ??
      ibanHolderRefusal(state.ibanHolders, assumptions.ibanHolderMismatch, request, request);
    if (refused) return refused;
    const externalId = String(request.subMerchantExternalId);
    if (state.subMerchants.has(externalId))
      return failure(request, '2002', 'Bu subMerchantExternalId ile kayıtlı alt üye işyeri var');
    const subMerchantKey = randomBytes(20).toString('base64');
    const fields = Object.fromEntries(
      [...updatable, 'subMerchantExternalId', 'subMerchantType'].map((name) => [name, request[name]]),
    );
    state.subMerchants.set(externalId, { subMerchantKey, fields });
    return success(request, { subMerchantKey });
  }

  /**
   * Row M2: update by subMerchantKey; an unknown key is refused (A21); `currency` as M8. The type is
   * not updatable ("Alt Üye Güncelleme": it cannot change after creation): it stays as created.
   */
  function update(_path: string, request: Body): Body {
    if (!present(request.subMerchantKey)) return invalidRequest(request, 'subMerchantKey');
    const found = [...state.subMerchants.values()].find((s) => s.subMerchantKey === request.subMerchantKey);
    if (!found) return failure(request, '2001', 'Alt üye işyeri bulunamadı');
    const problem = currencyProblem(request, assumptions);
    if (problem) return invalidRequest(request, problem);
    const updated = { ...found.fields };
    for (const name of updatable) if (present(request[name])) updated[name] = request[name];
    const refused =
      refusal(state, request) ??
      ibanHolderRefusal(state.ibanHolders, assumptions.ibanHolderMismatch, request, updated);
    if (refused) return refused;
    for (const name of updatable) if (present(request[name])) found.fields[name] = request[name];
    return success(request, {});
  }

  /** Rows M3, M4: detail by subMerchantExternalId; none registered: failure (A20). */
  function detail(_path: string, request: Body): Body {
    if (!present(request.subMerchantExternalId)) return invalidRequest(request, 'subMerchantExternalId');
    const found = state.subMerchants.get(String(request.subMerchantExternalId));
    if (!found) return failure(request, '2001', 'Alt üye işyeri bulunamadı');
    return success(request, {
      ...found.fields,
      ...(assumptions.detailCarriesKey ? { subMerchantKey: found.subMerchantKey } : {}),
    });
  }

  return {
    post: { '/onboarding/submerchant': create, '/onboarding/submerchant/detail': detail },
    put: { '/onboarding/submerchant': update },
  };
}
