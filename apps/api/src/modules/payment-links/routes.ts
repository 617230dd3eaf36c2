import {
  createPaymentLinkRequest,
  paymentLinkListQuery,
  paymentLinkListResponse,
  paymentLinkSchema,
  updatePaymentLinkRequest,
} from '@kopru/domain/schemas/payment-links';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/openapi.ts';
import { merchantOf, requireVerifiedMerchant } from '../../plugins/session-guard.ts';
import { changePaymentLink, createPaymentLink, getPaymentLink, listPaymentLinkPage } from './service.ts';

const idParams = z.object({ id: z.string().min(1).max(64) });

/** The SME dashboard's payment links; every route needs a verified merchant (403 kyc_required). */
export const paymentLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = requireVerifiedMerchant();

  app.get(
    '/api/merchant/payment-links',
    {
      onRequest: guard,
      schema: {
        tags: ['payment-links'],
        summary: 'List payment links, newest first',
        querystring: paymentLinkListQuery,
        response: { 200: paymentLinkListResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listPaymentLinkPage(app.ctx, merchantOf(request).id, request.query),
  );

  app.post(
    '/api/merchant/payment-links',
    {
      onRequest: guard,
      schema: {
        tags: ['payment-links'],
        summary: 'Create a payment link',
        body: createPaymentLinkRequest,
        response: { 201: paymentLinkSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const link = await createPaymentLink(app.ctx, merchantOf(request).id, request.body);
      return reply.code(201).send(link);
    },
  );

  app.get(
    '/api/merchant/payment-links/:id',
    {
      onRequest: guard,
      schema: {
        tags: ['payment-links'],
        summary: 'One payment link',
        params: idParams,
        response: { 200: paymentLinkSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getPaymentLink(app.ctx, app.ctx.db, merchantOf(request).id, request.params.id),
  );

  app.patch(
    '/api/merchant/payment-links/:id',
    {
      onRequest: guard,
      schema: {
        tags: ['payment-links'],
        summary: 'Activate, deactivate or change the description of a link',
        params: idParams,
        body: updatePaymentLinkRequest,
        response: { 200: paymentLinkSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => changePaymentLink(app.ctx, merchantOf(request).id, request.params.id, request.body),
  );
};
