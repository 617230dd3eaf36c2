import {
  createPaymentLink,
  listPaymentLinks,
  updatePaymentLink,
} from '@kopru/domain/contracts/payment-links';
import { listPayments, merchantOverview } from '@kopru/domain/contracts/payments';
import type {
  CreatePaymentLinkRequest,
  PaymentLinkListQuery,
  UpdatePaymentLinkRequest,
} from '@kopru/domain/schemas/payment-links';
import type { PaymentListQuery } from '@kopru/domain/schemas/payments';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './client.ts';

export interface Page<T> {
  data: T[];
  has_more: boolean;
}

const linksKey = ['merchant', 'payment-links'] as const;

export type PaymentLinkFilters = Pick<PaymentLinkListQuery, 'status' | 'q'>;

/** Pages of payment links, newest first; `fetchNextPage` follows the cursor. */
export function usePaymentLinks(enabled = true, filters: PaymentLinkFilters = {}) {
  return useInfiniteQuery({
    queryKey: [...linksKey, filters],
    enabled,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      call(listPaymentLinks, { query: { limit: 24, starting_after: pageParam, ...filters } }),
    getNextPageParam: (last) => (last.has_more ? last.data.at(-1)?.id : undefined),
  });
}

export function useCreatePaymentLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePaymentLinkRequest) => call(createPaymentLink, { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: linksKey }),
  });
}

export function useUpdatePaymentLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdatePaymentLinkRequest & { id: string }) =>
      call(updatePaymentLink, { params: { id }, body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: linksKey }),
  });
}

export type PaymentFilters = Omit<PaymentListQuery, 'limit' | 'starting_after'>;

export function usePayments(filters: PaymentFilters) {
  return useInfiniteQuery({
    queryKey: ['merchant', 'payments', filters],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      call(listPayments, { query: { ...filters, limit: 25, starting_after: pageParam } }),
    getNextPageParam: (last) => (last.has_more ? last.data.at(-1)?.id : undefined),
  });
}

export function useMerchantOverview() {
  return useQuery({
    queryKey: ['merchant', 'overview'],
    queryFn: () => call(merchantOverview),
    refetchOnWindowFocus: true,
  });
}
