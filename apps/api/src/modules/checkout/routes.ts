import { cardProblems } from '@kopru/domain/card';
import { AppError } from '@kopru/domain/errors';
import { isLinkCode } from '@kopru/domain/link-code';
import {
  payChallengeResponse,
  payRequest,
  payResponse,
  publicLinkResponse,
} from '@kopru/domain/schemas/checkout';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { idempotencyKeyOf, sendIdempotent } from '../idempotency/http.ts';
import { attemptStarted, payLink } from '../payments/service.ts';
import { admitAttempt } from './admission.ts';
import { openPublicLink } from './public-link.ts';

const codeParams = z.object({ code: z.string().max(16) });

/** The public checkout API: no login, rate limited per IP, card testing slowed (admission.ts). */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { env } = app.ctx;

  app.get(
    '/api/public/links/:code',
    {
      config: { rateLimit: { max: env.CHECKOUT_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['checkout'],
        summary: 'The payment link behind /pay/{code}; each call counts one visit',
        params: codeParams,
        response: { 200: publicLinkResponse, ...errorResponses(404, 429) },
      },
    },
    async (request) => openPublicLink(app.ctx, request.params.code),
  );

  app.get(
    '/api/public/links/:code/challenge',
    {
      config: { rateLimit: { max: env.CHECKOUT_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['checkout'],
        summary:
          'Whether the next payment attempt needs a solved proof-of-work challenge (ALTCHA), and a fresh one',
        params: codeParams,
        response: { 200: payChallengeResponse, ...errorResponses(404, 429) },
      },
    },
    async (request, reply) => {
      const code = request.params.code.toUpperCase();
      if (!isLinkCode(code)) throw new AppError('not_found');
      const required = await app.ctx.cardVelocity.challengeNeeded(code, request.ip);
      reply.header('cache-control', 'no-store');
      return { required, ...(await app.ctx.payChallenge.issue(code)) };
    },
  );

  app.post(
    '/api/public/links/:code/payments',
    {
      config: { rateLimit: { max: env.PAYMENT_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['checkout'],
        summary: 'Pay a link by card; requires an Idempotency-Key header per attempt',
        params: codeParams,
        headers: z
          .object({
            'idempotency-key': z.string('validation.required').min(1, 'validation.required').max(255),
          })
          .passthrough(),
        body: payRequest,
        response: { 200: payResponse, ...errorResponses(400, 404, 409, 422, 428, 429) },
      },
    },
    async (request, reply) => {
      const code = request.params.code.toUpperCase();
      if (!isLinkCode(code)) throw new AppError('not_found');
      const { altcha, amount, quantity, payer, ...card } = request.body;
      const problems = cardProblems(card, app.ctx.clock.now());
      const issues = Object.entries(problems).map(([path, message]) => ({ path, message }));
      if (issues.length > 0) throw new AppError('validation_failed', { issues });
      const key = idempotencyKeyOf(request) ?? '';
      const { cardVelocity } = app.ctx;
      if (!(await attemptStarted(app.ctx, code, key))) {
        await admitAttempt(app.ctx, { code, cardNumber: card.cardNumber, ip: request.ip, altcha });
      }
      const result = await payLink(app.ctx, {
        code,
        card,
        order: { amount, quantity, payer },
        idempotencyKey: key,
        payerIp: request.ip,
        log: request.log,
      });
      if (!result.replayed) {
        await cardVelocity.attempted(card.cardNumber);
        if (result.body.status === 'failed') await cardVelocity.declined(code, request.ip);
      }
      return sendIdempotent(reply, result);
    },
  );
};
