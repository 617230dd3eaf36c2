import { merchantKinds, subMerchantTypeOfKind } from '@kopru/domain/merchant-kind';
import type { SubMerchantRow } from '../../db/schema/sub-merchants.ts';
import type { SubMerchantDetails, SubMerchantType } from '../../marketplace-ports.ts';

const kindOfType = Object.fromEntries(
  merchantKinds.map((kind) => [subMerchantTypeOfKind[kind], kind]),
) as Record<SubMerchantType, string>;

/**
 * Which of iyzico's sub-merchants the details go to (decision 016). iyzico never changes a
 * sub-merchant's type ("Alt Üye Güncelleme": "alt üye işyeri türü değiştirilememektedir"; the update
 * request has no subMerchantType, iyzipay-dotnet UpdateSubMerchantRequest.cs), so a merchant whose
 * type changed (a sole proprietorship became a company) is registered anew: no key to update, and an
 * external id of the new type's own (`<merchant id>-company`), looked up before the create like the
 * first one, so a lost answer never registers it twice. The old key stays on the items paid with it.
 */
export function registrationFor(
  row: Pick<SubMerchantRow, 'merchantId' | 'subMerchantKey' | 'subMerchantType'>,
  details: SubMerchantDetails,
): { key: string | null; details: SubMerchantDetails; anew: boolean } {
  const typeChanged = Boolean(
    row.subMerchantKey && row.subMerchantType && row.subMerchantType !== details.type,
  );
  if (!typeChanged) return { key: row.subMerchantKey, details, anew: false };
  const externalId = `${row.merchantId}-${kindOfType[details.type]}`;
  return { key: null, details: { ...details, externalId }, anew: true };
}
