import { getAcquirerRegistration, getProfile, updateProfile } from '@kopru/domain/contracts/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { merchantOf, requireRole, sessionOf } from '../../plugins/session-guard.ts';
import { toMerchantProfile } from '../merchants/profile.ts';
import { acquirerRegistrationOf } from '../sub-merchants/registration-state.ts';
import { updateOwnProfile } from './service.ts';

export const merchantRoutes: FastifyPluginAsyncZod = async (app) => {
  const sme = { onRequest: requireRole('sme') };

  route(app, getProfile, sme, async (request) =>
    toMerchantProfile(merchantOf(request), sessionOf(request).user.email),
  );

  route(app, getAcquirerRegistration, sme, async (request) =>
    acquirerRegistrationOf(app.ctx, merchantOf(request)),
  );

  route(app, updateProfile, sme, async (request) =>
    updateOwnProfile(app.ctx, sessionOf(request), request.body),
  );
};
