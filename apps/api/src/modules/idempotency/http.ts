import { AppError } from '@kopru/domain/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import { type IdempotentResponse, type Outcome, runIdempotent, runIdempotentCall } from './service.ts';

/*
 * The HTTP side of idempotency: the Idempotency-Key header, the replay header, and what makes two
 * merchant requests the same. The claims and stored answers are in service.ts.
 */

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

/** What makes two merchant requests "the same" for an Idempotency-Key. */
function fingerprintOf(request: FastifyRequest) {
  return {
    method: request.method,
    route: request.routeOptions.url,
    params: request.params,
    body: request.body,
  };
}

function requiredKeyMissing(): AppError {
  return new AppError('validation_failed', {
    issues: [{ path: 'Idempotency-Key', message: 'validation.required' }],
  });
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
  work: (tx: Transaction) => Promise<Outcome<T>>,
  options: { required?: boolean } = {},
): Promise<IdempotentResponse<T>> {
  const key = idempotencyKeyOf(request);
  if (key === undefined) {
    if (options.required) throw requiredKeyMissing();
    const { status, body } = await ctx.db.transaction(async (tx) => {
      const outcome = await work(tx);
      await outcome.last?.(tx);
      return outcome;
    });
    return { status, body, replayed: false };
  }
  return runIdempotent(
    ctx,
    { scope: `merchant:${merchantId}`, key, fingerprint: fingerprintOf(request) },
    work,
  );
}

/** runMerchantWrite for a call that is not one transaction (see runIdempotentCall). */
export async function runMerchantCall<T>(
  ctx: AppContext,
  request: FastifyRequest,
  merchantId: string,
  call: () => Promise<Outcome<T>>,
): Promise<IdempotentResponse<T>> {
  const key = idempotencyKeyOf(request);
  if (key === undefined) {
    const { status, body } = await call();
    return { status, body, replayed: false };
  }
  return runIdempotentCall(
    ctx,
    { scope: `merchant:${merchantId}`, key, fingerprint: fingerprintOf(request) },
    call,
  );
}
