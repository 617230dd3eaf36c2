import * as contracts from '@kopru/domain/contracts/merchant-domains';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { dashboardDoor } from '../api-keys/merchant-doors.ts';
import {
  addMerchantDomain,
  listMerchantDomains,
  removeMerchantDomain,
  verifyMerchantDomain,
} from './service.ts';

/** The merchant's verified domains (Profile › Verified domains; owners and admins change them). */
export const merchantDomainRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const door = dashboardDoor;

  route(app, contracts.listMerchantDomains, door.signedIn, async (request) =>
    listMerchantDomains(ctx, door.merchantOf(request).id),
  );
  route(app, contracts.addMerchantDomain, door.signedIn, async (request, reply) =>
    reply.status(201).send(await addMerchantDomain(ctx, door.actorOf(request), request.body)),
  );
  route(app, contracts.verifyMerchantDomain, door.signedIn, async (request) =>
    verifyMerchantDomain(ctx, door.actorOf(request), request.params.id),
  );
  route(app, contracts.removeMerchantDomain, door.signedIn, async (request) =>
    removeMerchantDomain(ctx, door.actorOf(request), request.params.id),
  );
};
