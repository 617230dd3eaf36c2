import {
  eventListQuery,
  eventListResponse,
  eventSchema,
  v1IdParams,
} from '@kopru/domain/schemas/merchant-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { apiMerchantOf } from '../api-keys/authenticate.ts';
import { getEvent, listEventPage } from './service.ts';

/** /v1/events: the outbox of business events, the same ones webhooks deliver. */
export const eventV1Routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/events',
    {
      schema: {
        tags: ['Events'],
        operationId: 'listEvents',
        summary: 'List events',
        description:
          'What happened to your account, newest first: `payment.succeeded`, `payment_link.created`, `kyc.approved`, … `data` holds the object at that moment.',
        querystring: eventListQuery,
        response: { 200: eventListResponse, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => listEventPage(app.ctx, apiMerchantOf(request).id, request.query),
  );

  app.get(
    '/events/:id',
    {
      schema: {
        tags: ['Events'],
        operationId: 'getEvent',
        summary: 'Retrieve an event',
        params: v1IdParams,
        response: { 200: eventSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => getEvent(app.ctx, apiMerchantOf(request).id, request.params.id),
  );
};
