import {
  adminApproveCurrencyIbanChange,
  adminListCurrencyIbanChanges,
  adminRejectCurrencyIbanChange,
  pendingCurrencyIbanChanges,
  requestCurrencyIbanChangeEndpoint,
} from '@kopru/domain/contracts/currency-iban-changes';
import type { RequestCurrencyIbanChange } from '@kopru/domain/schemas/currency-iban-changes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKey } from './admin-merchants.ts';
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

const adminCurrencyIbanKey = [...adminKey, 'currency-iban-changes'] as const;

export function useAdminCurrencyIbanChanges() {
  return useQuery({
    queryKey: adminCurrencyIbanKey,
    queryFn: () => call(adminListCurrencyIbanChanges),
  });
}

export function useDecideCurrencyIbanChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      input: { id: string; action: 'approve' } | { id: string; action: 'reject'; reason: string },
    ) =>
      input.action === 'reject'
        ? call(adminRejectCurrencyIbanChange, { params: { id: input.id }, body: { reason: input.reason } })
        : call(adminApproveCurrencyIbanChange, { params: { id: input.id } }),
    onSettled: () => client.invalidateQueries({ queryKey: adminKey }),
  });
}
