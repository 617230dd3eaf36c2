import * as contracts from '@kopru/domain/contracts/release-terms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { actorOf } from '../../plugins/actor.ts';
import { requireRole } from '../../plugins/session-guard.ts';
import { dashboardDoor } from '../api-keys/merchant-doors.ts';
import { merchantReleases } from './releases.ts';
import { releaseTermsForAdmin, setReleaseTerms } from './service.ts';

/** Release delay and rolling reserve (decision 013): the merchant's view, the admin's override. */
export const releaseTermsRoutes: FastifyPluginAsyncZod = async (app) => {
  const door = dashboardDoor;
  route(app, contracts.merchantReleases, door.signedIn, async (request) =>
    merchantReleases(app.ctx, door.merchantOf(request).id),
  );

  const admin = { onRequest: requireRole('admin') };
  route(app, contracts.adminGetReleaseTerms, admin, async (request) =>
    releaseTermsForAdmin(app.ctx, request.params.id),
  );
  route(app, contracts.adminSetReleaseTerms, admin, async (request) =>
    setReleaseTerms(app.ctx, actorOf(request), request.params.id, request.body),
  );
};
