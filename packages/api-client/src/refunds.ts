import { adminTransactionDetail, createRefund, transactionDetail } from '@kopru/domain/contracts/refunds';
import type { CreateRefundRequest } from '@kopru/domain/schemas/refunds';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './client.ts';

const detailKey = (id: string) => ['merchant', 'payments', 'detail', id] as const;

/** One transaction with its timeline, payer, refunds and ledger entries. */
export function useTransactionDetail(id: string) {
  return useQuery({
    queryKey: detailKey(id),
    queryFn: () => call(transactionDetail, { params: { id } }),
  });
}

export function useAdminTransactionDetail(id: string) {
  return useQuery({
    queryKey: ['admin', 'payments', 'detail', id],
    queryFn: () => call(adminTransactionDetail, { params: { id } }),
  });
}

/** One key per refund the person means to make: a retry after a lost answer is not a second refund. */
export function useCreateRefund(paymentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: CreateRefundRequest; idempotencyKey: string }) =>
      call(
        createRefund,
        { params: { id: paymentId }, body: input },
        { headers: { 'idempotency-key': idempotencyKey } },
      ),
    onSettled: () => {
      client.invalidateQueries({ queryKey: ['merchant', 'payments'] });
      client.invalidateQueries({ queryKey: ['merchant', 'overview'] });
    },
  });
}
