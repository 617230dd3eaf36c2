import type {
  AdminMerchant,
  AdminMerchantDetail,
  AdminMerchantList,
  AdminMerchantListQuery,
  AdminUpdateMerchantRequest,
  SuspendMerchantRequest,
  UnsuspendMerchantRequest,
} from '@kopru/domain/schemas/admin-merchants';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client.ts';

export const adminKey = ['admin'] as const;

export function useAdminMerchants(query: AdminMerchantListQuery) {
  return useQuery({
    queryKey: [...adminKey, 'merchants', 'list', query],
    queryFn: () => api.get<AdminMerchantList>('/api/admin/merchants', { query }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminMerchant(id: string | undefined) {
  return useQuery({
    queryKey: [...adminKey, 'merchants', 'detail', id],
    queryFn: () => api.get<AdminMerchantDetail>(`/api/admin/merchants/${encodeURIComponent(id ?? '')}`),
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
      api.patch<AdminMerchant>(`/api/admin/merchants/${encodeURIComponent(id)}`, input),
    onSuccess: refresh,
  });
}

export function useSuspendMerchant(id: string) {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (input: SuspendMerchantRequest) =>
      api.post<AdminMerchant>(`/api/admin/merchants/${encodeURIComponent(id)}/suspend`, input),
    onSuccess: refresh,
  });
}

export function useUnsuspendMerchant(id: string) {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (input: UnsuspendMerchantRequest) =>
      api.post<AdminMerchant>(`/api/admin/merchants/${encodeURIComponent(id)}/unsuspend`, input),
    onSuccess: refresh,
  });
}
