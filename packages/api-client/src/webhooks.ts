import * as contracts from '@kopru/domain/contracts/webhooks';
import type {
  CreateWebhookEndpointRequest,
  UpdateWebhookEndpointRequest,
  WebhookAttemptListQuery,
} from '@kopru/domain/schemas/webhooks';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './client.ts';

const endpointsKey = ['merchant', 'webhooks'] as const;

/** The merchant's webhook endpoints, newest first (at most 10, so one page). */
export function useWebhookEndpoints() {
  return useQuery({
    queryKey: endpointsKey,
    queryFn: () => call(contracts.listWebhookEndpoints, { query: { limit: 100 } }),
  });
}

export function useWebhookEndpoint(id: string) {
  return useQuery({
    queryKey: [...endpointsKey, id],
    queryFn: () => call(contracts.getWebhookEndpoint, { params: { id } }),
  });
}

/** The delivery log of one endpoint, newest first, filtered by outcome and event type. */
export function useWebhookAttempts(
  id: string,
  filters: Omit<WebhookAttemptListQuery, 'limit' | 'starting_after'>,
) {
  return useInfiniteQuery({
    queryKey: [...endpointsKey, id, 'attempts', filters],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      call(contracts.listWebhookAttempts, {
        params: { id },
        query: { limit: 25, starting_after: pageParam, ...filters },
      }),
    getNextPageParam: (last) => (last.has_more ? last.data.at(-1)?.id : undefined),
  });
}

function useEndpointMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: endpointsKey }),
  });
}

/** The answer holds the secret: keep it in component state only, never in the query cache. */
export function useCreateWebhookEndpoint() {
  return useEndpointMutation((input: CreateWebhookEndpointRequest) =>
    call(contracts.createWebhookEndpoint, { body: input }),
  );
}

export function useUpdateWebhookEndpoint() {
  return useEndpointMutation(({ id, ...input }: UpdateWebhookEndpointRequest & { id: string }) =>
    call(contracts.updateWebhookEndpoint, { params: { id }, body: input }),
  );
}

export function useDeleteWebhookEndpoint() {
  return useEndpointMutation((id: string) => call(contracts.deleteWebhookEndpoint, { params: { id } }));
}

/** A new secret, shown once; the previous one also signs for 24 hours. */
export function useRegenerateWebhookSecret() {
  return useEndpointMutation((id: string) => call(contracts.rotateWebhookSecret, { params: { id } }));
}

/** Sends a `webhook.test` event now and answers with the attempt (it is also in the log). */
export function useTestWebhookEndpoint() {
  return useEndpointMutation((id: string) => call(contracts.testWebhookEndpoint, { params: { id } }));
}

export function useResendWebhookDelivery() {
  return useEndpointMutation(({ id, deliveryId }: { id: string; deliveryId: string }) =>
    call(contracts.resendWebhookDelivery, { params: { id, deliveryId } }),
  );
}

/** Queues again every delivery to this endpoint that failed, for events since `since` (ISO). */
export function useResendFailedWebhooks() {
  return useEndpointMutation(({ id, since }: { id: string; since: string }) =>
    call(contracts.resendFailedWebhooks, { params: { id }, body: { since } }),
  );
}
