import { createHmac } from 'node:crypto';
import { AppError } from '@kopru/domain/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import { deriveKey } from '../../lib/secrets.ts';
import { completeClaim, findClaim, insertClaim, releaseClaim, takeOverStaleClaim } from './repository.ts';

/** A claim older than this whose request never finished (the process died) may be taken over. */
const STALE_AFTER_MS = 60_000;
const keyPattern = /^[\w.:-]{1,255}$/;

export interface IdempotentResponse<T> {
  status: number;
  body: T;
  replayed: boolean;
}

export interface IdempotencyInput {
  /** Who the key belongs to: a merchant, or the link being paid on the public checkout. */
  scope: string;
  key: string;
  /** Method, path and body of the request; a different request with the same key is refused. */
  fingerprint: unknown;
}

function hashOf(ctx: AppContext, fingerprint: unknown): string {
  // Keyed: the body may hold card data, which must not be stored even as a plain hash.
  return createHmac('sha256', deriveKey(ctx.appSecret, 'idempotency'))
    .update(JSON.stringify(fingerprint))
    .digest('base64url');
}

/**
 * Runs `work` at most once per (scope, key). Same key and same request: the stored response is
 * returned. Same key, other request: 422 idempotency_error. Same key while the first is still
 * running: 409 idempotency_key_in_use. The response is stored in the transaction of the work.
 */
export async function runIdempotent<T>(
  ctx: AppContext,
  input: IdempotencyInput,
  work: (tx: Transaction) => Promise<{ status: number; body: T }>,
): Promise<IdempotentResponse<T>> {
  if (!keyPattern.test(input.key))
    throw new AppError('validation_failed', {
      issues: [{ path: 'Idempotency-Key', message: 'validation.invalid' }],
    });
  const requestHash = hashOf(ctx, input.fingerprint);
  const now = ctx.clock.now();
  if (!(await insertClaim(ctx.db, { scope: input.scope, key: input.key, requestHash }))) {
    const existing = await findClaim(ctx.db, input.scope, input.key);
    if (existing && existing.requestHash !== requestHash) throw new AppError('idempotency_error');
    if (existing?.status === 'completed') {
      return { status: existing.responseStatus ?? 200, body: existing.responseBody as T, replayed: true };
    }
    const staleBefore = new Date(now.getTime() - STALE_AFTER_MS);
    if (!existing || !(await takeOverStaleClaim(ctx.db, input.scope, input.key, staleBefore, now))) {
      throw new AppError('idempotency_key_in_use');
    }
  }
  try {
    const result = await ctx.db.transaction(async (tx) => {
      const outcome = await work(tx);
      await completeClaim(tx, {
        scope: input.scope,
        key: input.key,
        status: outcome.status,
        body: outcome.body,
        now: ctx.clock.now(),
      });
      return outcome;
    });
    return { ...result, replayed: false };
  } catch (error) {
    await releaseClaim(ctx.db, input.scope, input.key);
    throw error;
  }
}

/** The Idempotency-Key header, if the request has one. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** Sends an idempotent result, marking replays with `Idempotent-Replayed: true`. */
export function sendIdempotent<T>(reply: FastifyReply, result: IdempotentResponse<T>) {
  if (result.replayed) reply.header('idempotent-replayed', 'true');
  return reply.code(result.status).send(result.body);
}

/**
 * A merchant's write (the /v1 POSTs): idempotent per `merchant:{id}` when the request carries an
 * Idempotency-Key (the fingerprint is the route, its parameters and the validated body), and a
 * plain transaction otherwise, unless `required` makes the header mandatory (400 without it).
 */
export async function runMerchantWrite<T>(
  ctx: AppContext,
  request: FastifyRequest,
  merchantId: string,
  work: (tx: Transaction) => Promise<{ status: number; body: T }>,
  options: { required?: boolean } = {},
): Promise<IdempotentResponse<T>> {
  const key = idempotencyKeyOf(request);
  if (key === undefined) {
    if (options.required) {
      throw new AppError('validation_failed', {
        issues: [{ path: 'Idempotency-Key', message: 'validation.required' }],
      });
    }
    return { ...(await ctx.db.transaction(work)), replayed: false };
  }
  const fingerprint = {
    method: request.method,
    route: request.routeOptions.url,
    params: request.params,
    body: request.body,
  };
  return runIdempotent(ctx, { scope: `merchant:${merchantId}`, key, fingerprint }, work);
}
