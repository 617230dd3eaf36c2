import type { InputOf } from '@kopru/domain/contracts/endpoint';
import { adminListPayments, adminMerchantFinances, adminOverview } from '@kopru/domain/contracts/payments';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { adminKey } from './admin-merchants.ts';
import { call } from './client.ts';

type PaymentFilters = Omit<
  NonNullable<InputOf<typeof adminListPayments>['query']>,
  'limit' | 'starting_after'
>;

/** The admin overview: volume, merchants, what waits for the team, latest registrations. */
export function useAdminOverview() {
  return useQuery({ queryKey: [...adminKey, 'overview'], queryFn: () => call(adminOverview) });
}

/** Balances and payment links of one merchant, for its admin page. */
export function useAdminMerchantFinances(merchantId: string) {
  return useQuery({
    queryKey: [...adminKey, 'merchant', merchantId, 'finances'],
    queryFn: () => call(adminMerchantFinances, { params: { id: merchantId } }),
  });
}

/** The latest transactions of one merchant (one page, no paging). */
export function useAdminLatestPayments(merchantId: string, limit = 10) {
  return useQuery({
    queryKey: [...adminKey, 'payments', { merchantId, limit }],
    queryFn: () => call(adminListPayments, { query: { merchantId, limit } }),
  });
}

/** All merchants' transactions matching the filters, 50 a page, newest first. */
export function useAdminPayments(filters: PaymentFilters) {
  return useInfiniteQuery({
    queryKey: [...adminKey, 'payments', filters],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      call(adminListPayments, { query: { ...filters, limit: 50, starting_after: pageParam } }),
    getNextPageParam: (last) => (last.has_more ? last.data.at(-1)?.id : undefined),
  });
}
