import type { CurrencyIbanChangeStatus } from '@kopru/domain/schemas/currency-iban-changes';

/**
 * The currency account change's only moves: a pending request is approved or rejected by an
 * admin, withdrawn by an owner, or replaced by the owners' next request of the same currency
 * (which is a new request with its own id), once. A pending request's values never change.
 */
const transitions: Readonly<Record<CurrencyIbanChangeStatus, readonly CurrencyIbanChangeStatus[]>> = {
  pending: ['approved', 'rejected', 'withdrawn', 'replaced'],
  approved: [],
  rejected: [],
  withdrawn: [],
  replaced: [],
};

export function canMoveCurrencyIbanChange(
  from: CurrencyIbanChangeStatus,
  to: CurrencyIbanChangeStatus,
): boolean {
  return transitions[from].includes(to);
}
