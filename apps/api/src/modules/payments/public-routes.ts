import { AppError } from '@kopru/domain/errors';
import { payResponse } from '@kopru/domain/schemas/checkout';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/openapi.ts';
import { findLinkCode } from '../payment-links/repository.ts';
import { toPayResponse } from './mapping.ts';
import { findPaymentById } from './repository.ts';
import { completeThreeDs } from './three-ds.ts';

const paymentParams = z.object({ id: z.string().max(64) });
/** Acquirers post their 3-D Secure result as a form; its fields go to the provider unchanged. */
const callbackFields = z.record(z.string(), z.string().max(20_000));

/** The payer's view of a payment (the checkout polls it) and the 3-D Secure callback. */
export const publicPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { env } = app.ctx;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(
    '/api/public/payments/:id',
    {
      config: { rateLimit: { max: env.CHECKOUT_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['checkout'],
        summary: "A checkout payment's current state; the checkout asks while it is processing",
        params: paymentParams,
        response: { 200: payResponse, ...errorResponses(404, 429) },
      },
    },
    async (request) => {
      const payment = await findPaymentById(app.ctx.db, request.params.id);
      if (!payment?.linkId) throw new AppError('not_found');
      return toPayResponse(payment);
    },
  );

  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/api/public/payments/:id/3ds-callback',
      config: {
        crossSiteCallback: true,
        rateLimit: { max: env.PAYMENT_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['checkout'],
        summary: 'Where the bank sends the payer back after 3-D Secure; redirects to the checkout',
        params: paymentParams,
        querystring: z.object({ state: z.string().max(200) }).passthrough(),
        ...(method === 'POST' ? { body: callbackFields } : {}),
        response: { 303: z.null(), ...errorResponses(400, 429) },
      },
      handler: async (request, reply) => {
        const { state, ...query } = request.query as Record<string, string>;
        const fields = method === 'POST' ? (request.body as Record<string, string>) : query;
        const payment = await completeThreeDs(app.ctx, {
          paymentId: request.params.id,
          state: state ?? '',
          callback: fields,
        });
        const code = payment.linkId ? await findLinkCode(app.ctx.db, payment.linkId) : undefined;
        return reply.redirect(`${env.CHECKOUT_ORIGIN}/pay/${code ?? ''}?payment=${payment.id}`, 303);
      },
    });
  }
};
