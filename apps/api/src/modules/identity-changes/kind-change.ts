import { keptKindFields, legalFormOrGuess } from '@kopru/domain/merchant-kind';
import type { UpdateProfileRequest } from '@kopru/domain/schemas/merchant';
import type { IdentityChangeRow } from '../../db/schema/identity-changes.ts';

/** What an identity change asks of iyzico's registration fields; null: unchanged. */
export type KindChange = Pick<IdentityChangeRow, 'taxOffice' | 'holderFirstName' | 'holderLastName'>;

export const noKindChange: KindChange = { taxOffice: null, holderFirstName: null, holderLastName: null };

type ApprovedKind = Pick<KindChange, keyof KindChange> & {
  legalForm: 'sole_proprietorship' | 'person' | null;
};

/**
 * The tax office and names asked for that differ from the approved KYC's, kept only where the
 * merchant's kind uses them (@kopru/domain/merchant-kind: a company's or a sole proprietor's tax
 * office, a person's names as on the bank account).
 */
export function kindChangeOf(
  taxId: string,
  current: ApprovedKind | undefined,
  input: Pick<UpdateProfileRequest, 'taxOffice' | 'holderFirstName' | 'holderLastName'>,
): KindChange {
  if (!current) return noKindChange;
  const kept = keptKindFields(taxId, { ...input, legalForm: legalFormOrGuess(current) });
  const changed = (key: keyof KindChange) => {
    const value = kept[key];
    return value !== null && value !== current[key] ? value : null;
  };
  return {
    taxOffice: changed('taxOffice'),
    holderFirstName: changed('holderFirstName'),
    holderLastName: changed('holderLastName'),
  };
}

export const kindChanged = (change: KindChange) =>
  change.taxOffice !== null || change.holderFirstName !== null || change.holderLastName !== null;

/** The kind fields a request asked for, as the request's view shows them (absent: unchanged). */
export function kindRequested({ taxOffice, holderFirstName, holderLastName }: KindChange) {
  const fields = { taxOffice, holderFirstName, holderLastName };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null)) as {
    taxOffice?: string;
    holderFirstName?: string;
    holderLastName?: string;
  };
}
