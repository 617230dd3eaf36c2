import type { ChangedValue, IdentityChange } from '@kopru/domain/schemas/identity-changes';

const fieldOrder = [
  'companyName',
  'taxId',
  'authPersonName',
  'taxOffice',
  'holderFirstName',
  'holderLastName',
] as const satisfies readonly ChangedValue['field'][];

/** The requested values that differ from those in force, each beside its current one (e-mails). */
export function changedValues(
  current: IdentityChange['current'],
  requested: IdentityChange['requested'],
): ChangedValue[] {
  return fieldOrder.flatMap((field) => {
    const asked = requested[field];
    if (asked === undefined || asked === current[field]) return [];
    return [{ field, current: current[field] ?? null, requested: asked }];
  });
}
