import { eventListQuery, eventListResponse, eventSchema, v1IdParams } from '../schemas/merchant-api.ts';
import { endpoint } from './endpoint.ts';

const tags = ['Events'];

/** /v1/events: the outbox of business events, the same ones webhooks deliver. */
export const listEventsV1 = endpoint({
  method: 'GET',
  path: '/v1/events',
  permission: 'events.read',
  query: eventListQuery,
  responses: { 200: eventListResponse },
  errors: [400, 401, 404, 429],
  summary: 'List events',
  description:
    'What happened to your account, newest first: `payment.succeeded`, `payment_link.created`, `kyc.approved`, … `data` holds the object at that moment.',
  tags,
  operationId: 'listEvents',
});

export const getEventV1 = endpoint({
  method: 'GET',
  path: '/v1/events/:id',
  permission: 'events.read',
  params: v1IdParams,
  responses: { 200: eventSchema },
  errors: [400, 401, 404, 429],
  summary: 'Retrieve an event',
  tags,
  operationId: 'getEvent',
});
