import { createApiKey, listApiKeys, revokeApiKey, rollApiKey } from '@kopru/domain/contracts/api-keys';
import type { CreateApiKeyRequest, RollGrace } from '@kopru/domain/schemas/api-keys';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from './client.ts';

const keysKey = ['merchant', 'api-keys'] as const;

/** Pages of the merchant's API keys, newest first, with the active count against the limit. */
export function useApiKeys() {
  return useInfiniteQuery({
    queryKey: keysKey,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => call(listApiKeys, { query: { limit: 50, starting_after: pageParam } }),
    getNextPageParam: (last) => (last.has_more ? last.data.at(-1)?.id : undefined),
  });
}

/** The answer holds the secret: keep it in component state only, never in the query cache. */
export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiKeyRequest) => call(createApiKey, { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: keysKey }),
  });
}

export function useRollApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, grace }: { id: string; grace: RollGrace }) =>
      call(rollApiKey, { params: { id }, body: { grace } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keysKey }),
  });
}

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(revokeApiKey, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keysKey }),
  });
}
