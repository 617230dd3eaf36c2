import * as contracts from '@kopru/domain/contracts/auth';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { requireRole, requireRoleDuringTwoFactorSetup, sessionOf } from '../../plugins/session-guard.ts';
import type { RequestMeta } from '../../ports.ts';
import { confirmEmail, resendConfirmation } from './email-confirmation.ts';
import {
  changePassword,
  requestPasswordReset,
  resetPassword,
  sessionForUser,
  signIn,
  signOut,
  toSessionResponse,
} from './service.ts';
import { registerMerchant } from './sign-up.ts';

export function metaOf(request: {
  headers: Record<string, string | string[] | undefined>;
  ip: string;
}): RequestMeta {
  const headers = fromNodeHeaders(request.headers);
  // Better Auth records a new session's IP from this header; Fastify has already resolved the
  // client's address (TRUST_PROXY), so without a proxy the session still gets one.
  headers.set('x-forwarded-for', request.ip);
  return { headers, ip: request.ip };
}

/** How many new confirmation links one client may ask for in an hour. */
const RESEND_CONFIRMATION_PER_HOUR = 5;

/** Session cookie endpoints of the merchant and admin apps. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { env } = app.ctx;
  const authRateLimit = {
    rateLimit: { max: env.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' },
  };

  route(app, contracts.register, { config: authRateLimit }, async (request, reply) => {
    const { acceptTerms: _terms, acceptPrivacy: _privacy, ...input } = request.body;
    await registerMerchant(app.ctx, input, metaOf(request));
    return reply.code(202).send({ ok: true as const });
  });

  route(app, contracts.confirmEmail, { config: authRateLimit }, async (request) => {
    await confirmEmail(app.ctx, request.body.token);
    return { ok: true as const };
  });

  // A few links an hour per address: the button may be pressed again, the inbox not flooded.
  route(
    app,
    contracts.resendEmailConfirmation,
    {
      config: { rateLimit: { max: RESEND_CONFIRMATION_PER_HOUR, timeWindow: '1 hour' } },
      onRequest: requireRole('sme', 'admin'),
    },
    async (request) => {
      await resendConfirmation(app.ctx, sessionOf(request), metaOf(request));
      return { ok: true as const };
    },
  );

  route(app, contracts.signIn, { config: authRateLimit }, async (request, reply) => {
    const outcome = await signIn(app.ctx, request.body, metaOf(request));
    reply.header('set-cookie', outcome.cookies);
    if (outcome.twoFactorRequired) return { twoFactorRequired: true as const };
    return sessionForUser(app.ctx, outcome.userId);
  });

  route(app, contracts.signOut, {}, async (request, reply) => {
    reply.header('set-cookie', await signOut(app.ctx, metaOf(request)));
    return { ok: true as const };
  });

  route(
    app,
    contracts.getSession,
    { onRequest: requireRoleDuringTwoFactorSetup('sme', 'admin') },
    async (request) => toSessionResponse(app.ctx, sessionOf(request)),
  );

  route(app, contracts.forgotPassword, { config: authRateLimit }, async (request) => {
    await requestPasswordReset(app.ctx, request.body.email, metaOf(request));
    return { ok: true as const };
  });

  route(app, contracts.resetPassword, { config: authRateLimit }, async (request) => {
    await resetPassword(app.ctx, request.body);
    return { ok: true as const };
  });

  route(
    app,
    contracts.changePassword,
    { config: authRateLimit, onRequest: requireRole('sme', 'admin') },
    async (request, reply) => {
      const cookies = await changePassword(app.ctx, sessionOf(request), request.body, metaOf(request));
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return { ok: true as const };
    },
  );
};
