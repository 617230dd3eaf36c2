import * as contracts from '@kopru/domain/contracts/exchange-rates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { actorOf } from '../../plugins/actor.ts';
import { requireRole } from '../../plugins/session-guard.ts';
import { enterManualRate, listExchangeRates } from './service.ts';

/** Rates to lira for admins: what conversions use now, and the manual entry. */
export const exchangeRateAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { onRequest: requireRole('admin') };

  route(app, contracts.adminListExchangeRates, admin, async () => listExchangeRates(app.ctx));

  route(app, contracts.adminEnterExchangeRate, admin, async (request, reply) =>
    reply.code(201).send(await enterManualRate(app.ctx, actorOf(request), request.body)),
  );
};
