import type { MerchantOverview } from '@kopru/domain/schemas/overview';
import type {
  CreatePaymentLinkRequest,
  PaymentLink,
  UpdatePaymentLinkRequest,
} from '@kopru/domain/schemas/payment-links';
import type { Payment, PaymentListQuery } from '@kopru/domain/schemas/payments';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client.ts';

export interface Page<T> {
  data: T[];
  has_more: boolean;
}

const linksKey = ['merchant', 'payment-links'] as const;

/** Pages of payment links, newest first; `fetchNextPage` follows the cursor. */
export function usePaymentLinks(enabled = true) {
  return useInfiniteQuery({
    queryKey: linksKey,
    enabled,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      api.get<Page<PaymentLink>>('/api/merchant/payment-links', {
        query: { limit: 24, starting_after: pageParam },
      }),
    getNextPageParam: (last) => (last.has_more ? last.data.at(-1)?.id : undefined),
  });
}

export function useCreatePaymentLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePaymentLinkRequest) =>
      api.post<PaymentLink>('/api/merchant/payment-links', input),
    onSuccess: () => client.invalidateQueries({ queryKey: linksKey }),
  });
}

export function useUpdatePaymentLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdatePaymentLinkRequest & { id: string }) =>
      api.patch<PaymentLink>(`/api/merchant/payment-links/${id}`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: linksKey }),
  });
}

export type PaymentFilters = Omit<PaymentListQuery, 'limit' | 'starting_after'>;

export function usePayments(filters: PaymentFilters) {
  return useInfiniteQuery({
    queryKey: ['merchant', 'payments', filters],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      api.get<Page<Payment>>('/api/merchant/payments', {
        query: { ...filters, limit: 25, starting_after: pageParam },
      }),
    getNextPageParam: (last) => (last.has_more ? last.data.at(-1)?.id : undefined),
  });
}

export function useMerchantOverview() {
  return useQuery({
    queryKey: ['merchant', 'overview'],
    queryFn: () => api.get<MerchantOverview>('/api/merchant/overview'),
    refetchOnWindowFocus: true,
  });
}
