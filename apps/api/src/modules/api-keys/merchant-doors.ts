import { AppError } from '@kopru/domain/errors';
import { can, type Permission } from '@kopru/domain/team';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from '../../db/client.ts';
import type { MerchantRow } from '../../db/schema/merchants.ts';
import type { Mount, RouteHooks } from '../../lib/contract-route.ts';
import { actorOf } from '../../plugins/actor.ts';
import { merchantOf, requireRole, requireVerifiedMerchant, sessionOf } from '../../plugins/session-guard.ts';
import type { MerchantActor } from '../../ports.ts';
import { runMerchantCall, runMerchantWrite, sendIdempotent } from '../idempotency/http.ts';
import type { IdempotentResponse } from '../idempotency/service.ts';
import { apiKeyMay, apiMerchantOf, requireVerifiedApiMerchant } from './authenticate.ts';

/** Runs a write in one transaction; on /v1 idempotent when the request has an Idempotency-Key. */
export type WriteRunner = <T>(
  work: (tx: Transaction) => Promise<{ status: number; body: T }>,
) => Promise<IdempotentResponse<T>>;

/**
 * The two doors to a merchant's own resources: the dashboard (session cookie, /api/merchant/…)
 * and the merchant API (secret key, /v1/…). An operation served by both is described once
 * (packages/domain/src/contracts) and handled once; only what a door decides differs: how the
 * caller is authenticated, and that a /v1 write honours the Idempotency-Key header.
 */
export interface MerchantDoor {
  mount: Mount;
  /** Guards of any signed-in merchant. */
  signedIn: RouteHooks;
  /** Guards of a feature for verified merchants only (403 kyc_required). */
  verified: RouteHooks;
  merchantOf(request: FastifyRequest): MerchantRow;
  /**
   * Whether the caller may also use `permission` (a part of an answer, like the payer's details):
   * the member's role on the dashboard, the key's permissions on /v1, from the one table.
   */
  permits(request: FastifyRequest, permission: Permission): boolean;
  actorOf(request: FastifyRequest): MerchantActor;
  /**
   * The member who answers for what the caller makes (a webhook endpoint acts within its role):
   * the signed-in member on the dashboard, the key's maker on /v1.
   */
  makerOf(request: FastifyRequest): string;
  writerFor(request: FastifyRequest): WriteRunner;
  /** A call that is not one transaction (it waits on the network): idempotent on /v1 as well. */
  runCall<T>(request: FastifyRequest, call: () => Promise<T>): Promise<IdempotentResponse<T>>;
}

export const dashboardDoor: MerchantDoor = {
  mount: 'api',
  signedIn: { onRequest: requireRole('sme') },
  verified: { onRequest: requireVerifiedMerchant() },
  merchantOf,
  permits: (request, permission) => can(sessionOf(request).memberRole, permission),
  actorOf: (request) => actorOf(request, 'merchant'),
  makerOf: (request) => sessionOf(request).user.id,
  writerFor: (request) => async (work) => ({
    ...(await request.server.ctx.db.transaction(work)),
    replayed: false,
  }),
  runCall: async (_request, call) => ({ status: 200, body: await call(), replayed: false }),
};

export const merchantApiDoor: MerchantDoor = {
  mount: 'v1',
  // The /v1 scope has authenticated the key already (merchant-api.ts).
  signedIn: {},
  verified: { preHandler: requireVerifiedApiMerchant() },
  merchantOf: apiMerchantOf,
  permits: apiKeyMay,
  actorOf: (request) => actorOf(request, 'merchant'),
  makerOf: (request) => {
    if (!request.apiKey) throw new AppError('invalid_api_key');
    return request.apiKey.makerUserId;
  },
  writerFor: (request) => (work) =>
    runMerchantWrite(request.server.ctx, request, apiMerchantOf(request).id, work),
  runCall: (request, call) =>
    runMerchantCall(request.server.ctx, request, apiMerchantOf(request).id, async () => ({
      status: 200,
      body: await call(),
    })),
};

/** Runs `work` through the door's writer and sends its answer with `status`. */
export async function sendWrite<T>(
  door: MerchantDoor,
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  work: (tx: Transaction) => Promise<T>,
): Promise<FastifyReply> {
  const result = await door.writerFor(request)(async (tx) => ({ status, body: await work(tx) }));
  return sendIdempotent(reply, result);
}
