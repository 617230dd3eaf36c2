import type { Marketplace, SubMerchantAnswer, SubMerchantDetails } from '../../../marketplace-ports.ts';
import { ProviderUnavailableError } from '../../../ports.ts';
import type { IyzicoBody, IyzicoCall } from './client.ts';
import { failureAnswer, UNSETTLED_ERROR_CODES } from './decline-codes.ts';
import { findItemPrice, updateItemPrice } from './item-update.ts';

/** iyzico's answers to keys it does not take (1000 "Geçersiz imza", 1001 "api bilgileri bulunamadı"). */
const KEY_ERRORS = new Set(['1000', '1001']);

/**
 * The fields of /onboarding/submerchant for the sub-merchant's type, as iyzipay-node's samples
 * ("Sub Merchant") and iyzipay-java's SubMerchantSample send them: a person gives a name and an
 * identity number; a sole proprietorship its legal title, tax office and the owner's identity
 * number; a limited or joint-stock company its legal title, tax office and tax number.
 */
export function subMerchantFields(details: SubMerchantDetails): IyzicoBody {
  const common = {
    name: details.name,
    email: details.email,
    address: details.address,
    iban: details.iban,
    currency: details.currency,
  };
  switch (details.type) {
    case 'PERSONAL':
      return {
        ...common,
        contactName: details.contactName,
        contactSurname: details.contactSurname,
        identityNumber: details.identityNumber,
      };
    case 'PRIVATE_COMPANY':
      return {
        ...common,
        legalCompanyTitle: details.legalCompanyTitle,
        taxOffice: details.taxOffice,
        identityNumber: details.identityNumber,
      };
    case 'LIMITED_OR_JOINT_STOCK_COMPANY':
      return {
        ...common,
        legalCompanyTitle: details.legalCompanyTitle,
        taxOffice: details.taxOffice,
        taxNumber: details.taxNumber,
      };
  }
}

const textOf = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : null;

/** iyzico's refusal, its errorCode and errorMessage kept as given (bounded when stored). */
const refusedAnswer = (body: IyzicoBody): SubMerchantAnswer => ({
  status: 'refused',
  answer: failureAnswer(body),
  errorCode: textOf(body.errorCode),
  errorMessage: textOf(body.errorMessage),
});

const conversationIdOf = (externalId: string) => `submerchant-${externalId}`;

/** A failure that settles nothing (a system or timeout code, our keys refused) is no answer. */
function throwIfUnsettled(operation: string, body: IyzicoBody): void {
  const code = String(body.errorCode);
  if (UNSETTLED_ERROR_CODES.has(code) || KEY_ERRORS.has(code))
    throw new ProviderUnavailableError(`iyzico ${operation} failed`, failureAnswer(body));
}

function keyOf(operation: string, body: IyzicoBody, externalId: string): string {
  if (body.conversationId !== conversationIdOf(externalId))
    throw new ProviderUnavailableError(
      `iyzico ${operation}: answer about another request`,
      'another request',
    );
  if (typeof body.subMerchantKey !== 'string' || body.subMerchantKey === '')
    throw new ProviderUnavailableError(`iyzico ${operation}: no subMerchantKey`, 'no subMerchantKey');
  return body.subMerchantKey;
}

/**
 * iyzico's marketplace onboarding (docs/acquirers.md "Marketplace"): POST /onboarding/submerchant
 * creates, PUT updates, POST /onboarding/submerchant/detail finds by our merchant id (the
 * subMerchantExternalId). iyzico documents no response signature for these, so the answer is
 * trusted on the signed request's channel and its conversationId. Items: approval, and the item
 * update after a partial refund (item-update.ts).
 */
export function createIyzicoMarketplace(call: IyzicoCall, secretKey: string): Marketplace {
  return {
    async findSubMerchant(externalId) {
      const body = await call('subMerchant', 'retrieve', {
        locale: 'en',
        conversationId: conversationIdOf(externalId),
        subMerchantExternalId: externalId,
      });
      if (body.status === 'success')
        return { subMerchantKey: keyOf('sub-merchant lookup', body, externalId) };
      throwIfUnsettled('sub-merchant lookup', body);
      // Assumption A20: iyzico answers an unknown subMerchantExternalId with a failure whose code no
      // source gives; any failure that is not a system or key error counts as "none registered".
      return null;
    },

    async createSubMerchant(details): Promise<SubMerchantAnswer> {
      const body = await call('subMerchant', 'create', {
        locale: 'en',
        conversationId: conversationIdOf(details.externalId),
        subMerchantExternalId: details.externalId,
        subMerchantType: details.type,
        ...subMerchantFields(details),
      });
      if (body.status === 'success')
        return { status: 'ok', subMerchantKey: keyOf('sub-merchant create', body, details.externalId) };
      throwIfUnsettled('sub-merchant create', body);
      return refusedAnswer(body);
    },

    async updateSubMerchant(subMerchantKey, details): Promise<SubMerchantAnswer> {
      const body = await call('subMerchant', 'update', {
        locale: 'en',
        conversationId: conversationIdOf(details.externalId),
        subMerchantKey,
        ...subMerchantFields(details),
      });
      if (body.status === 'success') {
        if (body.conversationId !== conversationIdOf(details.externalId))
          throw new ProviderUnavailableError(
            'iyzico sub-merchant update: answer about another request',
            'another request',
          );
        return { status: 'ok', subMerchantKey };
      }
      throwIfUnsettled('sub-merchant update', body);
      return refusedAnswer(body);
    },

    /**
     * POST /payment/iyzipos/item/approve (iyzipay-node Approval.js, iyzipay-java ApproveSample):
     * iyzico then pays the item's subMerchantPrice to the sub-merchant. Its answer names the item.
     */
    async approveItem({ reference, paymentTransactionId }) {
      const conversationId = `approve-${reference}`;
      const body = await call('approval', 'create', { locale: 'en', conversationId, paymentTransactionId });
      if (body.status === 'success') {
        if (
          body.conversationId !== conversationId ||
          String(body.paymentTransactionId) !== paymentTransactionId
        )
          throw new ProviderUnavailableError('iyzico approval: answer about another item', 'another item');
        return { status: 'ok' };
      }
      throwIfUnsettled('item approval', body);
      return refusedAnswer(body);
    },

    updateItemPrice: (item) => updateItemPrice(call, item),
    findItemPrice: (item) => findItemPrice(call, secretKey, item),
  };
}
