import { marketplacePayouts, setSettlementCurrency } from '@kopru/domain/contracts/marketplace-payouts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { dashboardDoor } from '../api-keys/merchant-doors.ts';
import { marketplacePayoutsOf } from './marketplace-payouts.ts';
import { chooseSettlementCurrency } from './settlement.ts';

/** The SME dashboard's payouts by iyzico in marketplace mode (/api/merchant/payouts/...). */
export const marketplacePayoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const door = dashboardDoor;

  route(app, marketplacePayouts, door.verified, async (request) =>
    marketplacePayoutsOf(app.ctx, door.merchantOf(request).id),
  );

  route(app, setSettlementCurrency, door.verified, async (request) =>
    chooseSettlementCurrency(app.ctx, door.actorOf(request), request.body.currency),
  );
};
