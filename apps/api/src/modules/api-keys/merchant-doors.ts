import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from '../../db/client.ts';
import type { MerchantRow } from '../../db/schema/merchants.ts';
import type { Mount, RouteHooks } from '../../lib/contract-route.ts';
import { merchantOf, requireVerifiedMerchant } from '../auth/guard.ts';
import { runMerchantWrite, sendIdempotent } from '../idempotency/service.ts';
import { apiMerchantOf, requireVerifiedApiMerchant } from './authenticate.ts';

/**
 * The two doors to a merchant's own resources: the dashboard (session cookie, /api/merchant/…)
 * and the merchant API (secret key, /v1/…). An operation served by both is described once
 * (packages/domain/src/contracts) and handled once; only what a door decides differs: how the
 * caller is authenticated, and that a /v1 write honours the Idempotency-Key header.
 */
export interface MerchantDoor {
  mount: Mount;
  /** Guards of a feature for verified merchants only (403 kyc_required). */
  verified: RouteHooks;
  merchantOf(request: FastifyRequest): MerchantRow;
  /** Runs a write in one transaction and sends its answer with `status`. */
  write<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    work: (tx: Transaction) => Promise<T>,
  ): Promise<FastifyReply>;
}

export const dashboardDoor: MerchantDoor = {
  mount: 'api',
  verified: { onRequest: requireVerifiedMerchant() },
  merchantOf,
  async write(request, reply, status, work) {
    const body = await request.server.ctx.db.transaction(work);
    return reply.code(status).send(body);
  },
};

export const merchantApiDoor: MerchantDoor = {
  mount: 'v1',
  verified: { preHandler: requireVerifiedApiMerchant() },
  merchantOf: apiMerchantOf,
  async write(request, reply, status, work) {
    const { ctx } = request.server;
    const result = await runMerchantWrite(ctx, request, apiMerchantOf(request).id, async (tx) => ({
      status,
      body: await work(tx),
    }));
    return sendIdempotent(reply, result);
  },
};
