import { locales } from '@kopru/domain/locale';
import {
  changePasswordRequestSchema,
  forgotPasswordRequest,
  registerRequestSchema,
  resetPasswordRequestSchema,
  signInRequest,
} from '@kopru/domain/schemas/auth';
import { okSchema } from '@kopru/domain/schemas/common';
import { sessionResponse } from '@kopru/domain/schemas/session';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireRole, sessionOf } from '../../plugins/session-guard.ts';
import type { RequestMeta } from '../../ports.ts';
import {
  changePassword,
  registerMerchant,
  requestPasswordReset,
  resetPassword,
  sessionForUser,
  signIn,
  signOut,
  toSessionResponse,
} from './service.ts';

function metaOf(request: FastifyRequest): RequestMeta {
  return { headers: fromNodeHeaders(request.headers), ip: request.ip };
}

/** Session cookie endpoints of the merchant and admin apps. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { env } = app.ctx;
  const authRateLimit = {
    rateLimit: { max: env.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' },
  };

  app.post(
    '/api/auth/register',
    {
      config: authRateLimit,
      schema: {
        tags: ['auth'],
        summary: 'Register a merchant account and sign in',
        body: registerRequestSchema(env.PASSWORD_MIN_LENGTH),
        response: { 201: sessionResponse, ...errorResponses(400, 409, 429, 500) },
      },
    },
    async (request, reply) => {
      const { acceptTerms: _terms, acceptPrivacy: _privacy, ...input } = request.body;
      const { cookies, userId } = await registerMerchant(app.ctx, input, metaOf(request));
      reply.header('set-cookie', cookies);
      return reply.code(201).send(await sessionForUser(app.ctx, userId));
    },
  );

  app.post(
    '/api/auth/sign-in',
    {
      config: authRateLimit,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        body: signInRequest.extend({ locale: z.enum(locales).optional() }),
        response: { 200: sessionResponse, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { cookies, userId } = await signIn(app.ctx, request.body, metaOf(request));
      reply.header('set-cookie', cookies);
      return sessionForUser(app.ctx, userId);
    },
  );

  app.post(
    '/api/auth/sign-out',
    { schema: { tags: ['auth'], summary: 'Sign out of this session', response: { 200: okSchema } } },
    async (request, reply) => {
      reply.header('set-cookie', await signOut(app.ctx, metaOf(request)));
      return { ok: true as const };
    },
  );

  app.get(
    '/api/auth/session',
    {
      onRequest: requireRole('sme', 'admin'),
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user and their merchant',
        response: { 200: sessionResponse, ...errorResponses(401) },
      },
    },
    async (request) => toSessionResponse(sessionOf(request)),
  );

  app.post(
    '/api/auth/forgot-password',
    {
      config: authRateLimit,
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password reset link (same answer whether or not the account exists)',
        body: forgotPasswordRequest,
        response: { 200: okSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await requestPasswordReset(app.ctx, request.body.email, metaOf(request));
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: authRateLimit,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token from the e-mailed link',
        body: resetPasswordRequestSchema(env.PASSWORD_MIN_LENGTH),
        response: { 200: okSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await resetPassword(app.ctx, request.body);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/change-password',
    {
      config: authRateLimit,
      onRequest: requireRole('sme', 'admin'),
      schema: {
        tags: ['auth'],
        summary: 'Change the password; other sessions are signed out',
        body: changePasswordRequestSchema(env.PASSWORD_MIN_LENGTH),
        response: { 200: okSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const cookies = await changePassword(app.ctx, sessionOf(request), request.body, metaOf(request));
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return { ok: true as const };
    },
  );
};
