import { AppError } from '@kopru/domain/errors';
import { payResponse, receiptResponse } from '@kopru/domain/schemas/checkout';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { findAfterPayment, findLinkCode } from '../payment-links/repository.ts';
import { toPayResponse } from './mapping.ts';
import { findReceipt } from './receipt.ts';
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
      const after =
        payment.status === 'succeeded' ? await findAfterPayment(app.ctx.db, payment.linkId) : undefined;
      return toPayResponse(payment, after);
    },
  );

  app.get(
    '/api/public/payments/:id/3ds',
    {
      config: { rateLimit: { max: env.CHECKOUT_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['checkout'],
        summary: "Sends the payer's browser to the 3-D Secure step the acquirer asked for",
        params: paymentParams,
        response: { 302: z.null(), 200: z.string(), ...errorResponses(404, 429) },
      },
    },
    async (request, reply) => {
      const payment = await findPaymentById(app.ctx.db, request.params.id);
      const action = payment?.status === 'requires_action' ? toPayResponse(payment).action : null;
      if (!action) throw new AppError('not_found');
      if (action.type === 'redirect') return reply.redirect(action.url, 302);
      // The acquirer's own form that posts itself to the bank: its inline script and its form
      // target are allowed on this page only.
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header(
          'content-security-policy',
          "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src https: data:; form-action https:; frame-ancestors 'none'",
        )
        .send(action.html);
    },
  );

  app.get(
    '/api/public/receipts/:token',
    {
      config: { rateLimit: { max: env.CHECKOUT_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['checkout'],
        summary: 'The printable receipt of a succeeded payment, by the token of its receipt link',
        params: z.object({ token: z.string().max(64) }),
        response: { 200: receiptResponse, ...errorResponses(404, 429) },
      },
    },
    async (request, reply) => {
      const receipt = await findReceipt(app.ctx.db, request.params.token);
      if (!receipt) throw new AppError('not_found');
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return receipt;
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
        // A decline after 3-D Secure counts like a synchronous one (card testing, admission.ts);
        // the callback comes from the payer's browser, so its address is the payer's.
        if (code && payment.status === 'failed') await app.ctx.cardVelocity.declined(code, request.ip);
        return reply.redirect(`${env.CHECKOUT_ORIGIN}/pay/${code ?? ''}?payment=${payment.id}`, 303);
      },
    });
  }
};
