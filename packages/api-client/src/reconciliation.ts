import {
  adminReconciliationQueue,
  adminRetryPaymentReconciliation,
  adminRetryRefundReconciliation,
  adminRetryRelease,
  adminRetrySubMerchantSync,
} from '@kopru/domain/contracts/reconciliation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKey } from './admin-merchants.ts';
import { call } from './client.ts';

const queueKey = [...adminKey, 'reconciliation'] as const;

/** Payments and refunds the acquirer's answers did not settle, with what it said. */
export function useReconciliationQueue() {
  return useQuery({ queryKey: queueKey, queryFn: () => call(adminReconciliationQueue) });
}

/** Asks the acquirer again about one payment or refund of the queue (audited). */
export function useRetryReconciliation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: 'payment' | 'refund' | 'subMerchant' | 'release'; id: string }) =>
      call(
        kind === 'payment'
          ? adminRetryPaymentReconciliation
          : kind === 'refund'
            ? adminRetryRefundReconciliation
            : kind === 'release'
              ? adminRetryRelease
              : adminRetrySubMerchantSync,
        { params: { id } },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: queueKey }),
  });
}
