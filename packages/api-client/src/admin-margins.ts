import { adminListMargins, adminMarginMonths } from '@kopru/domain/contracts/margins';
import type { MarginListQuery } from '@kopru/domain/schemas/margins';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminKey } from './admin-merchants.ts';
import { call } from './client.ts';

const marginsKey = [...adminKey, 'margins'] as const;

/** Marketplace payments with the platform's margin, newest first (`only: 'negative'`: the losses). */
export function useAdminMargins(query: MarginListQuery) {
  return useQuery({
    queryKey: [...marginsKey, 'list', query],
    queryFn: () => call(adminListMargins, { query }),
    placeholderData: keepPreviousData,
  });
}

/** The margin's totals per month and currency. */
export function useAdminMarginMonths() {
  return useQuery({ queryKey: [...marginsKey, 'months'], queryFn: () => call(adminMarginMonths) });
}
