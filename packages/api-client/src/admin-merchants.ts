import {
  adminConfirmMerchantEmail,
  adminGetMerchant,
  adminListMerchants,
  adminSuspendMerchant,
  adminUnsuspendMerchant,
  adminUpdateMerchant,
} from '@kopru/domain/contracts/admin-merchants';
import type {
  AdminMerchantListQuery,
  AdminUpdateMerchantRequest,
  SuspendMerchantRequest,
  UnsuspendMerchantRequest,
} from '@kopru/domain/schemas/admin-merchants';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './client.ts';

export const adminKey = ['admin'] as const;

export function useAdminMerchants(query: AdminMerchantListQuery) {
  return useQuery({
    queryKey: [...adminKey, 'merchants', 'list', query],
    queryFn: () => call(adminListMerchants, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminMerchant(id: string | undefined) {
  return useQuery({
    queryKey: [...adminKey, 'merchants', 'detail', id],
    queryFn: () => call(adminGetMerchant, { params: { id: id ?? '' } }),
    enabled: Boolean(id),
  });
}

/** Every admin view may show the merchant (lists, overview, audit): refresh them all after a change. */
function useRefreshAdmin() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: adminKey });
}

export function useUpdateMerchant(id: string) {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (input: AdminUpdateMerchantRequest) =>
      call(adminUpdateMerchant, { params: { id }, body: input }),
    onSuccess: refresh,
  });
}

export function useSuspendMerchant(id: string) {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (input: SuspendMerchantRequest) =>
      call(adminSuspendMerchant, { params: { id }, body: input }),
    onSuccess: refresh,
  });
}

export function useUnsuspendMerchant(id: string) {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (input: UnsuspendMerchantRequest) =>
      call(adminUnsuspendMerchant, { params: { id }, body: input }),
    onSuccess: refresh,
  });
}

/** An admin marks the account holder's e-mail address confirmed. */
export function useConfirmMerchantEmail(id: string) {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: () => call(adminConfirmMerchantEmail, { params: { id } }),
    onSuccess: refresh,
  });
}
