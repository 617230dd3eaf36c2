import { getPayChallenge, getPublicLink, payPublicLink } from '@kopru/domain/contracts/checkout';
import { AppError } from '@kopru/domain/errors';
import { isLinkCode } from '@kopru/domain/link-code';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { idempotencyKeyOf, sendIdempotent } from '../idempotency/http.ts';
import { attemptStarted, payLink } from '../payments/service.ts';
import { admitAttempt } from './admission.ts';
import { cardEntryProblems } from './card-entry.ts';
import { openPublicLink } from './public-link.ts';

/** The public checkout API: no login, rate limited per IP, card testing slowed (admission.ts). */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { env } = app.ctx;
  const perMinute = (max: number) => ({ config: { rateLimit: { max, timeWindow: '1 minute' } } });

  route(app, getPublicLink, perMinute(env.CHECKOUT_RATE_LIMIT_PER_MINUTE), async (request) =>
    openPublicLink(app.ctx, request.params.code),
  );

  route(app, getPayChallenge, perMinute(env.CHECKOUT_RATE_LIMIT_PER_MINUTE), async (request, reply) => {
    const code = request.params.code.toUpperCase();
    if (!isLinkCode(code)) throw new AppError('not_found');
    const required = await app.ctx.cardVelocity.challengeNeeded(code, request.ip);
    reply.header('cache-control', 'no-store');
    return { required, ...(await app.ctx.payChallenge.issue(code)) };
  });

  route(app, payPublicLink, perMinute(env.PAYMENT_RATE_LIMIT_PER_MINUTE), async (request, reply) => {
    const code = request.params.code.toUpperCase();
    if (!isLinkCode(code)) throw new AppError('not_found');
    const { altcha, amount, quantity, payer, ...card } = request.body;
    const problems = cardEntryProblems(app.ctx.paymentProvider, card, app.ctx.clock.now());
    const issues = Object.entries(problems).map(([path, message]) => ({ path, message }));
    if (issues.length > 0) throw new AppError('validation_failed', { issues });
    const key = idempotencyKeyOf(request) ?? '';
    const { cardVelocity } = app.ctx;
    await admitAttempt(app.ctx, {
      code,
      cardNumber: card.cardNumber,
      ip: request.ip,
      altcha,
      started: () => attemptStarted(app.ctx, code, key),
    });
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
  });
};
