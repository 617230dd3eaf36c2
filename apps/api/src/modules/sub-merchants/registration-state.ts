import { legalFormOrGuess, merchantKindOf, requiredFieldsOf } from '@kopru/domain/merchant-kind';
import type {
  AcquirerRegistration,
  RegistrationRefusalReason,
} from '@kopru/domain/schemas/acquirer-registration';
import type { AppContext } from '../../context.ts';
import type { MerchantRow } from '../../db/schema/merchants.ts';
import { isMarketplace } from '../../env.ts';
import { findApprovedKindFields } from '../kyc/approved-kind-fields.ts';
import { findSubMerchant } from './repository.ts';

/** The tax office or the names the merchant's kind gives iyzico (what an identity change corrects). */
async function kindFieldsOf(ctx: AppContext, merchant: Pick<MerchantRow, 'id' | 'taxId'>) {
  const approved = await findApprovedKindFields(ctx.db, merchant.id);
  const kind = merchantKindOf(
    merchant.taxId,
    legalFormOrGuess(approved ?? { legalForm: null, taxOffice: null }),
  );
  return (kind ? requiredFieldsOf[kind] : []).filter((field) => field !== 'legalForm') as (
    | 'taxOffice'
    | 'holderFirstName'
    | 'holderLastName'
  )[];
}

/**
 * Whether payers can pay the merchant, read from its sub-merchant row (marketplace mode): payable
 * once iyzico registered it (the same test as the payment's split, items.ts); refused while a
 * refusal or a field the KYC lacks waits for the merchant; else on its way.
 */
export async function acquirerRegistrationOf(
  ctx: AppContext,
  merchant: Pick<MerchantRow, 'id' | 'taxId' | 'verificationStatus'>,
): Promise<AcquirerRegistration> {
  if (!isMarketplace(ctx.env)) return { state: 'not_applicable', payable: true, refusal: null };
  if (merchant.verificationStatus !== 'verified')
    return { state: 'not_applicable', payable: false, refusal: null };
  const row = await findSubMerchant(ctx.db, merchant.id);
  const payable = Boolean(row?.subMerchantKey) && (row?.syncedVersion ?? 0) > 0;
  if (row?.refusalReason && row.reviewSince && row.refusedAt)
    return {
      state: 'refused',
      payable,
      refusal: {
        reason: row.refusalReason as RegistrationRefusalReason,
        acquirerCode: row.acquirerErrorCode,
        acquirerMessage: row.acquirerErrorMessage,
        at: row.refusedAt.toISOString(),
        fields: await kindFieldsOf(ctx, merchant),
      },
    };
  return { state: payable ? 'registered' : 'registering', payable, refusal: null };
}
