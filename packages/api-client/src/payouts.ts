import {
  adminApprovePayout,
  adminListPayouts,
  adminMarkPayoutFailed,
  adminMarkPayoutPaid,
  adminRejectPayout,
  cancelPayout,
  createPayout,
  createPayoutQuote,
  listPayouts,
  payoutDestination,
} from '@kopru/domain/contracts/payouts';
import type {
  AdminPayoutFilter,
  CreatePayoutRequest,
  PayoutQuoteRequest,
} from '@kopru/domain/schemas/payouts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './client.ts';

const payoutsKey = ['merchant', 'payouts'] as const;
const overviewKey = ['merchant', 'overview'] as const;

/** The merchant's payouts, newest first, page by page. */
export function usePayouts(enabled = true) {
  return useInfiniteQuery({
    queryKey: [...payoutsKey, 'list'],
    enabled,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => call(listPayouts, { query: { limit: 20, starting_after: pageParam } }),
    getNextPageParam: (last) => (last.has_more ? last.data.at(-1)?.id : undefined),
    refetchOnWindowFocus: true,
  });
}

/** Where payouts go: the bank and masked IBAN of the approved KYC (null when there is none). */
export function usePayoutAccount(enabled = true) {
  return useQuery({
    queryKey: [...payoutsKey, 'destination'],
    enabled,
    queryFn: () => call(payoutDestination),
  });
}

/** A quote for converting a payout to lira: every figure, valid for a short time (docs/fx.md). */
export function useQuotePayout() {
  return useMutation({
    mutationFn: (input: PayoutQuoteRequest) => call(createPayoutQuote, { body: input }),
  });
}

/** One key per payout the person means to make: a retry after a lost answer is not a second payout. */
export function useRequestPayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: CreatePayoutRequest; idempotencyKey: string }) =>
      call(createPayout, { body: input }, { headers: { 'idempotency-key': idempotencyKey } }),
    onSettled: () => {
      client.invalidateQueries({ queryKey: payoutsKey });
      client.invalidateQueries({ queryKey: overviewKey });
    },
  });
}

export function useCancelPayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(cancelPayout, { params: { id } }),
    onSettled: () => {
      client.invalidateQueries({ queryKey: payoutsKey });
      client.invalidateQueries({ queryKey: overviewKey });
    },
  });
}

const adminPayoutsKey = ['admin', 'payouts'] as const;

/** Admin lists: the queue ('open'), a history filter, optionally one merchant's payouts. */
export function useAdminPayouts(filter: {
  status: AdminPayoutFilter;
  merchantId?: string;
  q?: string;
  limit?: number;
}) {
  return useInfiniteQuery({
    queryKey: [...adminPayoutsKey, filter],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      call(adminListPayouts, {
        query: {
          status: filter.status,
          merchantId: filter.merchantId,
          q: filter.q,
          limit: filter.limit ?? 20,
          starting_after: pageParam,
        },
      }),
    getNextPageParam: (last) => (last.has_more ? last.data.at(-1)?.id : undefined),
  });
}

export type PayoutDecisionInput =
  | { id: string; action: 'approve' }
  | { id: string; action: 'mark-paid'; bankReference: string }
  | { id: string; action: 'reject' | 'mark-failed'; reason: string };

export function useDecidePayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PayoutDecisionInput) => {
      const params = { id: input.id };
      switch (input.action) {
        case 'approve':
          return call(adminApprovePayout, { params });
        case 'mark-paid':
          return call(adminMarkPayoutPaid, { params, body: { bankReference: input.bankReference } });
        case 'reject':
          return call(adminRejectPayout, { params, body: { reason: input.reason } });
        case 'mark-failed':
          return call(adminMarkPayoutFailed, { params, body: { reason: input.reason } });
      }
    },
    onSettled: () => {
      client.invalidateQueries({ queryKey: adminPayoutsKey });
      client.invalidateQueries({ queryKey: ['admin', 'overview'] });
    },
  });
}
