import { v1BalanceResponse, v1IdParams, v1PaymentListQuery } from '@kopru/domain/schemas/merchant-api';
import { paymentListResponse, paymentSchema } from '@kopru/domain/schemas/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { apiMerchantOf } from '../api-keys/authenticate.ts';
import { getPayment, listPaymentPage, merchantBalance } from './listing.ts';

/** /v1/payments and /v1/balance; like the dashboard, open to unverified merchants too. */
export const paymentV1Routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payments',
    {
      schema: {
        tags: ['Payments'],
        operationId: 'listPayments',
        summary: 'List payments',
        description: 'Card payment attempts on your links, succeeded and failed, newest first.',
        querystring: v1PaymentListQuery,
        response: { 200: paymentListResponse, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => listPaymentPage(app.ctx, apiMerchantOf(request).id, request.query),
  );

  app.get(
    '/payments/:id',
    {
      schema: {
        tags: ['Payments'],
        operationId: 'getPayment',
        summary: 'Retrieve a payment',
        params: v1IdParams,
        response: { 200: paymentSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => getPayment(app.ctx, apiMerchantOf(request).id, request.params.id),
  );

  app.get(
    '/balance',
    {
      schema: {
        tags: ['Balance'],
        operationId: 'getBalance',
        summary: 'Retrieve the balance',
        description: 'Available, pending and payout-reserved amounts per currency, in minor units.',
        response: { 200: v1BalanceResponse, ...errorResponses(401, 429) },
      },
    },
    async (request) => merchantBalance(app.ctx, apiMerchantOf(request).id),
  );
};
