import { v1IdParams, v1PostHeaders } from '@kopru/domain/schemas/merchant-api';
import {
  createPaymentLinkRequest,
  paymentLinkListQuery,
  paymentLinkListResponse,
  paymentLinkSchema,
  updatePaymentLinkRequest,
} from '@kopru/domain/schemas/payment-links';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/openapi.ts';
import { apiMerchantOf, requireVerifiedApiMerchant } from '../api-keys/authenticate.ts';
import { runMerchantWrite, sendIdempotent } from '../idempotency/http.ts';
import { changePaymentLink, getPaymentLink, insertNewPaymentLink, listPaymentLinkPage } from './service.ts';

const tags = ['Payment links'];

/** /v1/payment_links: the dashboard's payment links for the merchant of the secret key. */
export const paymentLinkV1Routes: FastifyPluginAsyncZod = async (app) => {
  const verified = requireVerifiedApiMerchant();

  app.post(
    '/payment_links',
    {
      preHandler: verified,
      schema: {
        tags,
        operationId: 'createPaymentLink',
        summary: 'Create a payment link',
        description:
          'Creates an active link and answers it with its `url`, the page to send to the payer. Needs a verified merchant (403 `kyc_required` otherwise).',
        headers: v1PostHeaders,
        body: createPaymentLinkRequest,
        response: { 201: paymentLinkSchema, ...errorResponses(400, 401, 403, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const merchantId = apiMerchantOf(request).id;
      const result = await runMerchantWrite(app.ctx, request, merchantId, async (tx) => ({
        status: 201,
        body: await insertNewPaymentLink(app.ctx, tx, merchantId, request.body),
      }));
      return sendIdempotent(reply, result);
    },
  );

  app.get(
    '/payment_links',
    {
      preHandler: verified,
      schema: {
        tags,
        operationId: 'listPaymentLinks',
        summary: 'List payment links',
        description: 'Newest first.',
        querystring: paymentLinkListQuery,
        response: { 200: paymentLinkListResponse, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => listPaymentLinkPage(app.ctx, apiMerchantOf(request).id, request.query),
  );

  app.get(
    '/payment_links/:id',
    {
      preHandler: verified,
      schema: {
        tags,
        operationId: 'getPaymentLink',
        summary: 'Retrieve a payment link',
        params: v1IdParams,
        response: { 200: paymentLinkSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => getPaymentLink(app.ctx, app.ctx.db, apiMerchantOf(request).id, request.params.id),
  );

  app.patch(
    '/payment_links/:id',
    {
      preHandler: verified,
      schema: {
        tags,
        operationId: 'updatePaymentLink',
        summary: 'Update a payment link',
        description: 'Change the description, or deactivate (`active: false`) and reactivate the link.',
        params: v1IdParams,
        body: updatePaymentLinkRequest,
        response: { 200: paymentLinkSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => changePaymentLink(app.ctx, apiMerchantOf(request).id, request.params.id, request.body),
  );
};
