import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { merchantApiDoor } from '../api-keys/merchant-doors.ts';
import { disputeRoutesFor } from './routes.ts';

/** /v1/disputes: read access; evidence is sent from the dashboard. */
export const disputeV1Routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(disputeRoutesFor(merchantApiDoor));
};
