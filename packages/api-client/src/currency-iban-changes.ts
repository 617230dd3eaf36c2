import {
  adminApproveCurrencyIbanChange,
  adminListCurrencyIbanChanges,
  adminRejectCurrencyIbanChange,
  pendingCurrencyIbanChanges,
  requestCurrencyIbanChangeEndpoint,
  withdrawCurrencyIbanChangeEndpoint,
} from '@kopru/domain/contracts/currency-iban-changes';
import type { RequestCurrencyIbanChange } from '@kopru/domain/schemas/currency-iban-changes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { changeReviewHooks } from './change-reviews.ts';
import { call } from './client.ts';

const pendingKey = ['merchant', 'currency-iban-changes'] as const;

/** The signed-in merchant's currency account changes waiting for review (one per currency at most). */
export function usePendingCurrencyIbanChanges(enabled = true) {
  return useQuery({
    queryKey: pendingKey,
    queryFn: () => call(pendingCurrencyIbanChanges),
    enabled,
  });
}

export function useRequestCurrencyIbanChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestCurrencyIbanChange) => call(requestCurrencyIbanChangeEndpoint, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: pendingKey }),
  });
}

/** An owner takes back a request no admin has decided yet. */
export function useWithdrawCurrencyIbanChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(withdrawCurrencyIbanChangeEndpoint, { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: pendingKey }),
  });
}

const review = changeReviewHooks('currency-iban-changes', {
  list: () => call(adminListCurrencyIbanChanges),
  approve: (id) => call(adminApproveCurrencyIbanChange, { params: { id } }),
  reject: (id, reason) => call(adminRejectCurrencyIbanChange, { params: { id }, body: { reason } }),
});

/** The admin's queue of currency account changes, and its decision. */
export const useAdminCurrencyIbanChanges = review.useList;
export const useDecideCurrencyIbanChange = review.useDecide;
