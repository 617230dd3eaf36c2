import { disputeListQuery, disputeListResponse, disputeSchema } from '@kopru/domain/schemas/disputes';
import { v1IdParams } from '@kopru/domain/schemas/merchant-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { apiMerchantOf } from '../api-keys/authenticate.ts';
import { getMerchantDispute, merchantDisputePage } from './listing.ts';

const tags = ['Disputes'];

/** /v1/disputes: read access; evidence is sent from the dashboard. */
export const disputeV1Routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/disputes',
    {
      schema: {
        tags,
        operationId: 'listDisputes',
        summary: 'List disputes',
        description:
          'Newest first; `paymentId` gives one payment’s disputes. A dispute holds its amount and the dispute fee from your balance until it is won or lost; answer it with evidence in the dashboard before `evidenceDueBy`.',
        querystring: disputeListQuery,
        response: { 200: disputeListResponse, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => merchantDisputePage(app.ctx, apiMerchantOf(request).id, request.query),
  );

  app.get(
    '/disputes/:id',
    {
      schema: {
        tags,
        operationId: 'getDispute',
        summary: 'Retrieve a dispute',
        params: v1IdParams,
        response: { 200: disputeSchema, ...errorResponses(401, 404, 429) },
      },
    },
    async (request) => getMerchantDispute(app.ctx, apiMerchantOf(request).id, request.params.id),
  );
};
