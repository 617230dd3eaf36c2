import type { IdentityChangeStatus } from '@kopru/domain/schemas/identity-changes';

/**
 * The identity change's only moves: a pending request is approved or rejected by an admin, or
 * replaced by the merchant's next request (a new request with its own id), once. A pending
 * request's values never change.
 */
const transitions: Readonly<Record<IdentityChangeStatus, readonly IdentityChangeStatus[]>> = {
  pending: ['approved', 'rejected', 'replaced'],
  approved: [],
  rejected: [],
  replaced: [],
};

export function canMoveIdentityChange(from: IdentityChangeStatus, to: IdentityChangeStatus): boolean {
  return transitions[from].includes(to);
}
