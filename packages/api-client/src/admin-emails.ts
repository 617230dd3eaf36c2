import { adminListEmails } from '@kopru/domain/contracts/emails';
import type { OutboxQuery } from '@kopru/domain/schemas/email';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminKey } from './admin-merchants.ts';
import { call } from './client.ts';

export function useOutbox(query: OutboxQuery) {
  return useQuery({
    queryKey: [...adminKey, 'emails', query],
    queryFn: () => call(adminListEmails, { query }),
    placeholderData: keepPreviousData,
  });
}
