import * as contracts from '@kopru/domain/contracts/two-factor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { requireRoleDuringTwoFactorSetup, sessionOf } from '../../plugins/session-guard.ts';
import { metaOf } from '../auth/routes.ts';
import { sessionAfterUserChange, sessionForUser } from '../auth/service.ts';
import { confirmSetup, disable, regenerateBackupCodes, startSetup, verifySignIn } from './service.ts';

/** Two-factor sign-in: setup and turning off in the profile, and the second step of sign-in. */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { env } = app.ctx;
  const config = { rateLimit: { max: env.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };
  const signedIn = { config, onRequest: requireRoleDuringTwoFactorSetup('sme', 'admin') };

  route(app, contracts.startTwoFactorSetup, signedIn, async (request) =>
    startSetup(app.ctx, sessionOf(request), request.body.password, metaOf(request)),
  );

  route(app, contracts.confirmTwoFactorSetup, signedIn, async (request, reply) => {
    const session = sessionOf(request);
    reply.header('set-cookie', await confirmSetup(app.ctx, session, request.body.code, metaOf(request)));
    return sessionAfterUserChange(app.ctx, session);
  });

  route(app, contracts.disableTwoFactor, signedIn, async (request, reply) => {
    const session = sessionOf(request);
    reply.header('set-cookie', await disable(app.ctx, session, request.body.password, metaOf(request)));
    return sessionAfterUserChange(app.ctx, session);
  });

  route(app, contracts.regenerateBackupCodes, signedIn, async (request) => ({
    backupCodes: await regenerateBackupCodes(
      app.ctx,
      sessionOf(request),
      request.body.password,
      metaOf(request),
    ),
  }));

  route(app, contracts.verifyTwoFactorSignIn, { config }, async (request, reply) => {
    const { cookies, userId } = await verifySignIn(app.ctx, request.body, metaOf(request));
    reply.header('set-cookie', cookies);
    return sessionForUser(app.ctx, userId);
  });
};
