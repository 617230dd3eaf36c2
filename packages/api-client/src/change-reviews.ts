import { type UseMutationResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKey } from './admin-merchants.ts';

/** An admin's decision on a change a merchant asked for: approve, or reject with a reason. */
export type ChangeDecision =
  | { id: string; action: 'approve' }
  | { id: string; action: 'reject'; reason: string };

export type UseDecideChange<Decided> = () => UseMutationResult<Decided, Error, ChangeDecision>;

/**
 * The admin's review queue of one kind of change request (identity, currency account): its list
 * and its decision. A decision refreshes every admin query, since it changes the merchant's details
 * and removes the request from the queue.
 */
export function changeReviewHooks<List, Decided>(
  name: string,
  api: {
    list(): Promise<List>;
    approve(id: string): Promise<Decided>;
    reject(id: string, reason: string): Promise<Decided>;
  },
) {
  const queryKey = [...adminKey, name] as const;
  const useList = () => useQuery({ queryKey, queryFn: api.list });
  const useDecide: UseDecideChange<Decided> = () => {
    const client = useQueryClient();
    return useMutation({
      mutationFn: (input: ChangeDecision) =>
        input.action === 'reject' ? api.reject(input.id, input.reason) : api.approve(input.id),
      onSettled: () => client.invalidateQueries({ queryKey: adminKey }),
    });
  };
  return { useList, useDecide };
}
