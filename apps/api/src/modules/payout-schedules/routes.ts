import { listPayoutSchedules, updatePayoutSchedule } from '@kopru/domain/contracts/payout-schedules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { dashboardDoor } from '../api-keys/merchant-doors.ts';
import { listSchedules, updateSchedule } from './service.ts';

/** Automatic payouts (docs/automatic-payouts.md): verified merchants, reading and changing need the payout permissions. */
export const payoutScheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const door = dashboardDoor;

  route(app, listPayoutSchedules, door.verified, async (request) =>
    listSchedules(ctx, door.merchantOf(request).id),
  );

  route(app, updatePayoutSchedule, door.verified, async (request) =>
    updateSchedule(ctx, door.actorOf(request), request.params.currency, request.body),
  );
};
