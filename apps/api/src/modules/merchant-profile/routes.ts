import { merchantProfileSchema, updateProfileRequest } from '@kopru/domain/schemas/merchant';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { merchantOf, requireRole, sessionOf } from '../../plugins/session-guard.ts';
import { toMerchantProfile } from '../merchants/profile.ts';
import { updateOwnProfile } from './service.ts';

export const merchantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/merchant/profile',
    {
      onRequest: requireRole('sme'),
      schema: {
        tags: ['merchant'],
        summary: "The signed-in merchant's profile",
        response: { 200: merchantProfileSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => toMerchantProfile(merchantOf(request), sessionOf(request).user.email),
  );

  app.put(
    '/api/merchant/profile',
    {
      onRequest: requireRole('sme'),
      schema: {
        tags: ['merchant'],
        summary:
          'Update company name, tax ID and authorised person; once verified, a change waits for an admin (GET /api/merchant/identity-change)',
        body: updateProfileRequest,
        response: { 200: merchantProfileSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => updateOwnProfile(app.ctx, sessionOf(request), request.body),
  );
};
