import type { AuditActions, AuditList, AuditQuery } from '@kopru/domain/schemas/audit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminKey } from './admin-merchants.ts';
import { api } from './client.ts';

export function useAuditLog(query: AuditQuery) {
  return useQuery({
    queryKey: [...adminKey, 'audit', query],
    queryFn: () => api.get<AuditList>('/api/admin/audit', { query }),
    placeholderData: keepPreviousData,
  });
}

export function useAuditActions() {
  return useQuery({
    queryKey: [...adminKey, 'audit-actions'],
    queryFn: () => api.get<AuditActions>('/api/admin/audit/actions'),
    staleTime: 60_000,
  });
}
