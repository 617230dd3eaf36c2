import { adminAuditActions, adminListAudit } from '@kopru/domain/contracts/audit';
import type { AuditQuery } from '@kopru/domain/schemas/audit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminKey } from './admin-merchants.ts';
import { call } from './client.ts';

export function useAuditLog(query: AuditQuery) {
  return useQuery({
    queryKey: [...adminKey, 'audit', query],
    queryFn: () => call(adminListAudit, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useAuditActions() {
  return useQuery({
    queryKey: [...adminKey, 'audit-actions'],
    queryFn: () => call(adminAuditActions),
    staleTime: 60_000,
  });
}
