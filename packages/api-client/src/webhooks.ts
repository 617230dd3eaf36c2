import type { OkResponse } from '@kopru/domain/schemas/common';
import type {
  CreateWebhookEndpointRequest,
  ResendFailedResponse,
  UpdateWebhookEndpointRequest,
  WebhookAttemptList,
  WebhookAttemptListQuery,
  WebhookEndpoint,
  WebhookEndpointList,
  WebhookSecretResponse,
  WebhookTestResponse,
} from '@kopru/domain/schemas/webhooks';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client.ts';

const endpointsKey = ['merchant', 'webhooks'] as const;
const base = '/api/merchant/webhooks';

/** The merchant's webhook endpoints, newest first (at most 10, so one page). */
export function useWebhookEndpoints() {
  return useQuery({
    queryKey: endpointsKey,
    queryFn: () => api.get<WebhookEndpointList>(base, { query: { limit: 100 } }),
  });
}

export function useWebhookEndpoint(id: string) {
  return useQuery({
    queryKey: [...endpointsKey, id],
    queryFn: () => api.get<WebhookEndpoint>(`${base}/${id}`),
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
      api.get<WebhookAttemptList>(`${base}/${id}/attempts`, {
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
    api.post<WebhookSecretResponse>(base, input),
  );
}

export function useUpdateWebhookEndpoint() {
  return useEndpointMutation(({ id, ...input }: UpdateWebhookEndpointRequest & { id: string }) =>
    api.patch<WebhookEndpoint>(`${base}/${id}`, input),
  );
}

export function useDeleteWebhookEndpoint() {
  return useEndpointMutation((id: string) => api.delete<OkResponse>(`${base}/${id}`));
}

/** A new secret, shown once; the previous one also signs for 24 hours. */
export function useRegenerateWebhookSecret() {
  return useEndpointMutation((id: string) => api.post<WebhookSecretResponse>(`${base}/${id}/secret`));
}

/** Sends a `webhook.test` event now and answers with the attempt (it is also in the log). */
export function useTestWebhookEndpoint() {
  return useEndpointMutation((id: string) => api.post<WebhookTestResponse>(`${base}/${id}/test`));
}

export function useResendWebhookDelivery() {
  return useEndpointMutation(({ id, deliveryId }: { id: string; deliveryId: string }) =>
    api.post<{ deliveryId: string; status: string }>(`${base}/${id}/deliveries/${deliveryId}/resend`),
  );
}

/** Queues again every delivery to this endpoint that failed, for events since `since` (ISO). */
export function useResendFailedWebhooks() {
  return useEndpointMutation(({ id, since }: { id: string; since: string }) =>
    api.post<ResendFailedResponse>(`${base}/${id}/resend-failed`, { since }),
  );
}
