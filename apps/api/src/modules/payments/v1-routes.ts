import { getBalanceV1 } from '@kopru/domain/contracts/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { merchantApiDoor } from '../api-keys/merchant-doors.ts';
import { merchantBalance } from './listing.ts';
import { paymentRoutesFor } from './routes.ts';

/** /v1/payments and /v1/balance; like the dashboard, open to unverified merchants too. */
export const paymentV1Routes: FastifyPluginAsyncZod = async (app) => {
  const door = merchantApiDoor;
  await app.register(paymentRoutesFor(door));

  route(
    app,
    getBalanceV1,
    door.signedIn,
    async (request) => merchantBalance(app.ctx, door.merchantOf(request).id),
    door.mount,
  );
};
