import * as contracts from '@kopru/domain/contracts/currency-iban-changes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { actorOf } from '../../plugins/actor.ts';
import { requireRole } from '../../plugins/session-guard.ts';
import { dashboardDoor } from '../api-keys/merchant-doors.ts';
import {
  decideCurrencyIbanChangeAsAdmin,
  listCurrencyIbanChangesForAdmin,
  pendingCurrencyIbanChangesOf,
  requestCurrencyIbanChange,
  withdrawCurrencyIbanChange,
} from './service.ts';

/** Changes of a verified merchant's currency accounts after KYC: the owner asks, an admin decides. */
export const currencyIbanChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const door = dashboardDoor;
  const admin = requireRole('admin');

  route(app, contracts.pendingCurrencyIbanChanges, door.verified, async (request) =>
    pendingCurrencyIbanChangesOf(app.ctx, door.merchantOf(request).id),
  );

  route(app, contracts.requestCurrencyIbanChangeEndpoint, door.verified, async (request, reply) => {
    const change = await requestCurrencyIbanChange(
      app.ctx,
      door.actorOf(request),
      door.merchantOf(request),
      request.body,
    );
    return reply.status(201).send(change);
  });

  route(app, contracts.withdrawCurrencyIbanChangeEndpoint, door.verified, async (request) =>
    withdrawCurrencyIbanChange(app.ctx, door.actorOf(request), door.merchantOf(request), request.params.id),
  );

  route(app, contracts.adminListCurrencyIbanChanges, { onRequest: admin }, async () =>
    listCurrencyIbanChangesForAdmin(app.ctx),
  );

  route(app, contracts.adminApproveCurrencyIbanChange, { onRequest: admin }, async (request) =>
    decideCurrencyIbanChangeAsAdmin(app.ctx, actorOf(request), request.params.id, { to: 'approved' }),
  );

  route(app, contracts.adminRejectCurrencyIbanChange, { onRequest: admin }, async (request) =>
    decideCurrencyIbanChangeAsAdmin(app.ctx, actorOf(request), request.params.id, {
      to: 'rejected',
      reason: request.body.reason,
    }),
  );
};
