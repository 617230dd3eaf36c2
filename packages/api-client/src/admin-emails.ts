import type { OutboxList, OutboxQuery } from '@kopru/domain/schemas/email';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminKey } from './admin-merchants.ts';
import { api } from './client.ts';

export function useOutbox(query: OutboxQuery) {
  return useQuery({
    queryKey: [...adminKey, 'emails', query],
    queryFn: () => api.get<OutboxList>('/api/admin/emails', { query }),
    placeholderData: keepPreviousData,
  });
}
