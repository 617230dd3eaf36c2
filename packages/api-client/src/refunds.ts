import type { CreateRefundRequest, Refund } from '@kopru/domain/schemas/refunds';
import type { AdminTransactionDetail, TransactionDetail } from '@kopru/domain/schemas/transaction-detail';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client.ts';

const detailKey = (id: string) => ['merchant', 'payments', 'detail', id] as const;

/** One transaction with its timeline, payer, refunds and ledger entries. */
export function useTransactionDetail(id: string) {
  return useQuery({
    queryKey: detailKey(id),
    queryFn: () => api.get<TransactionDetail>(`/api/merchant/payments/${encodeURIComponent(id)}/detail`),
  });
}

export function useAdminTransactionDetail(id: string) {
  return useQuery({
    queryKey: ['admin', 'payments', 'detail', id],
    queryFn: () => api.get<AdminTransactionDetail>(`/api/admin/payments/${encodeURIComponent(id)}/detail`),
  });
}

/** One key per refund the person means to make: a retry after a lost answer is not a second refund. */
export function useCreateRefund(paymentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: CreateRefundRequest; idempotencyKey: string }) =>
      api.post<Refund>(`/api/merchant/payments/${encodeURIComponent(paymentId)}/refunds`, input, {
        headers: { 'idempotency-key': idempotencyKey },
      }),
    onSettled: () => {
      client.invalidateQueries({ queryKey: ['merchant', 'payments'] });
      client.invalidateQueries({ queryKey: ['merchant', 'overview'] });
    },
  });
}
