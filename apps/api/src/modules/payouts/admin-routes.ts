import {
  adminPayoutListQuery,
  adminPayoutListResponse,
  adminPayoutSchema,
  markPayoutPaidRequest,
  payoutReasonRequest,
} from '@kopru/domain/schemas/payouts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireRole, sessionOf } from '../../plugins/session-guard.ts';
import { decidePayout, getAdminPayout, listAdminPayouts } from './admin-service.ts';

const idParams = z.object({ id: z.string().min(1).max(64) });
const decisionResponses = { 200: adminPayoutSchema, ...errorResponses(400, 401, 403, 404, 409) };

/** The admin's payout queue, history and decisions. */
export const payoutAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = requireRole('admin');

  app.get(
    '/api/admin/payouts',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Payouts: the queue (open, oldest first) by default; other filters newest first',
        querystring: adminPayoutListQuery,
        response: { 200: adminPayoutListResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listAdminPayouts(app.ctx, request.query),
  );

  app.get(
    '/api/admin/payouts/:id',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'One payout with its merchant and full bank details',
        params: idParams,
        response: { 200: adminPayoutSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getAdminPayout(app.ctx, request.params.id),
  );

  app.post(
    '/api/admin/payouts/:id/approve',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Approve a requested payout for sending',
        params: idParams,
        response: decisionResponses,
      },
    },
    async (request) =>
      decidePayout(app.ctx, sessionOf(request), request.params.id, { action: 'approve' }, { ip: request.ip }),
  );

  app.post(
    '/api/admin/payouts/:id/mark-paid',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Record that an approved payout was sent, with the bank reference',
        params: idParams,
        body: markPayoutPaidRequest,
        response: decisionResponses,
      },
    },
    async (request) =>
      decidePayout(
        app.ctx,
        sessionOf(request),
        request.params.id,
        { action: 'markPaid', bankReference: request.body.bankReference },
        { ip: request.ip },
      ),
  );

  app.post(
    '/api/admin/payouts/:id/reject',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Reject a requested or approved payout; the money returns to available',
        params: idParams,
        body: payoutReasonRequest,
        response: decisionResponses,
      },
    },
    async (request) =>
      decidePayout(
        app.ctx,
        sessionOf(request),
        request.params.id,
        { action: 'reject', reason: request.body.reason },
        { ip: request.ip },
      ),
  );

  app.post(
    '/api/admin/payouts/:id/mark-failed',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Record that the transfer of an approved payout failed; the money returns to available',
        params: idParams,
        body: payoutReasonRequest,
        response: decisionResponses,
      },
    },
    async (request) =>
      decidePayout(
        app.ctx,
        sessionOf(request),
        request.params.id,
        { action: 'markFailed', reason: request.body.reason },
        { ip: request.ip },
      ),
  );
};
