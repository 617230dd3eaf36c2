import { getEventV1, listEventsV1 } from '@kopru/domain/contracts/events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { apiKeyMay, apiMerchantOf } from '../api-keys/authenticate.ts';
import { getEvent, listEventPage } from './service.ts';

/** /v1/events: the outbox of business events, the same ones webhooks deliver. */
export const eventV1Routes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    listEventsV1,
    {},
    async (request) =>
      listEventPage(app.ctx, apiMerchantOf(request).id, request.query, (p) => apiKeyMay(request, p)),
    'v1',
  );

  route(
    app,
    getEventV1,
    {},
    async (request) =>
      getEvent(app.ctx, apiMerchantOf(request).id, request.params.id, (p) => apiKeyMay(request, p)),
    'v1',
  );
};
