import { createHmac } from 'node:crypto';
import { AppError } from '@kopru/domain/errors';
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import { deriveKey } from '../../lib/secrets.ts';
import {
  claimResource,
  completeClaim,
  deleteClaim,
  findClaim,
  type IdempotencyRow,
  insertClaim,
  insertCompletedClaim,
  releaseClaim,
  takeOverStaleClaim,
  tryLockKey,
} from './repository.ts';

/**
 * A runIdempotentCall claim older than this whose call never finished (the process died) may be
 * taken over. runIdempotent's claims are transaction locks and need no such wait.
 */
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
 * What a write answers. `last` holds writes that lock rows other requests wait for (a merchant's
 * balance): they run after the response is stored, right before the commit, so those locks are
 * held as briefly as possible.
 */
export type Outcome<T> = { status: number; body: T; last?: (tx: Transaction) => Promise<unknown> };

function checkKey(key: string): void {
  if (!keyPattern.test(key))
    throw new AppError('validation_failed', {
      issues: [{ path: 'Idempotency-Key', message: 'validation.invalid' }],
    });
}

/** What an earlier use of the key answers: a replay, 422 for another request, or nothing. */
function replayOf<T>(existing: IdempotencyRow, requestHash: string): IdempotentResponse<T> | undefined {
  if (existing.requestHash !== requestHash) throw new AppError('idempotency_error');
  if (existing.status !== 'completed') return undefined;
  return { status: existing.responseStatus ?? 200, body: existing.responseBody as T, replayed: true };
}

/**
 * Claims (scope, key) inside the transaction `tx`, without waiting: 409 idempotency_key_in_use
 * while another transaction holds the key, the stored response when the key was used for this
 * request before, 422 idempotency_error when it was used for another one. The claim is the
 * transaction's lock, so it ends with the transaction: a request whose process or connection
 * dies leaves no claim behind, and its retry is processed at once (its work was rolled back).
 * Returns the request hash to store the response under with `storeResponse`.
 */
export async function claimInTransaction<T>(
  ctx: AppContext,
  tx: Transaction,
  input: IdempotencyInput,
): Promise<{ replay: IdempotentResponse<T> } | { replay: undefined; requestHash: string }> {
  checkKey(input.key);
  const requestHash = hashOf(ctx, input.fingerprint);
  if (!(await tryLockKey(tx, input.scope, input.key))) throw new AppError('idempotency_key_in_use');
  const existing = await findClaim(tx, input.scope, input.key);
  if (!existing) return { replay: undefined, requestHash };
  const replay = replayOf<T>(existing, requestHash);
  if (replay) return { replay };
  // An in_progress row is a runIdempotentCall claim (outside any transaction): wait for it.
  const staleBefore = ctx.clock.now().getTime() - STALE_AFTER_MS;
  if (existing.createdAt.getTime() >= staleBefore) throw new AppError('idempotency_key_in_use');
  await deleteClaim(tx, input.scope, input.key);
  return { replay: undefined, requestHash };
}

/**
 * For a request that creates an object with its own state (a payment, which outlives the
 * transaction that records it): inside `tx`, claims (scope, key) for `resourceId`, or answers
 * what an earlier use of the key created. 409 while another transaction holds the key, 422 for
 * another request with the same key.
 */
export async function claimForResource(
  ctx: AppContext,
  tx: Transaction,
  input: IdempotencyInput & { resourceId: string },
): Promise<{ existing: undefined } | { existing: { resourceId: string } }> {
  checkKey(input.key);
  const requestHash = hashOf(ctx, input.fingerprint);
  // A new key, the usual case, takes one statement: the key's lock and the claim together.
  const claimed = await claimResource(tx, { ...input, requestHash, now: ctx.clock.now() });
  if (claimed === 'in_use') throw new AppError('idempotency_key_in_use');
  if (claimed === 'claimed') return { existing: undefined };
  const existing = await findClaim(tx, input.scope, input.key);
  // Used, and gone again since: a runIdempotentCall claim released meanwhile. Retrying works.
  if (!existing) throw new AppError('idempotency_key_in_use');
  if (existing.requestHash !== requestHash) throw new AppError('idempotency_error');
  if (!existing.resourceId) throw new AppError('idempotency_key_in_use');
  return { existing: { resourceId: existing.resourceId } };
}

/** Stores the response of a request claimed with claimInTransaction, in the same transaction. */
export async function storeResponse(
  ctx: AppContext,
  tx: Transaction,
  input: IdempotencyInput & { requestHash: string; status: number; body: unknown },
): Promise<void> {
  await insertCompletedClaim(tx, {
    scope: input.scope,
    key: input.key,
    requestHash: input.requestHash,
    status: input.status,
    body: input.body,
    now: ctx.clock.now(),
  });
}

/**
 * Runs `work` at most once per (scope, key): the claim (claimInTransaction), the work and the
 * stored response are one transaction, so they commit together or not at all.
 */
export async function runIdempotent<T>(
  ctx: AppContext,
  input: IdempotencyInput,
  work: (tx: Transaction) => Promise<Outcome<T>>,
): Promise<IdempotentResponse<T>> {
  return ctx.db.transaction(async (tx) => {
    const claimed = await claimInTransaction<T>(ctx, tx, input);
    if (claimed.replay) return claimed.replay;
    const outcome = await work(tx);
    await storeResponse(ctx, tx, { ...input, requestHash: claimed.requestHash, ...outcome });
    await outcome.last?.(tx);
    return { status: outcome.status, body: outcome.body, replayed: false };
  });
}

/**
 * Claims (scope, key) for runIdempotentCall with a committed in_progress row (the call cannot
 * wait inside a transaction); a claim left by a process that died is taken over after a minute.
 */
async function claimKey<T>(
  ctx: AppContext,
  input: IdempotencyInput,
): Promise<{ replay: IdempotentResponse<T> } | { replay: undefined }> {
  checkKey(input.key);
  const requestHash = hashOf(ctx, input.fingerprint);
  const now = ctx.clock.now();
  if (await insertClaim(ctx.db, { scope: input.scope, key: input.key, requestHash }))
    return { replay: undefined };
  const existing = await findClaim(ctx.db, input.scope, input.key);
  const replay = existing && replayOf<T>(existing, requestHash);
  if (replay) return { replay };
  const staleBefore = new Date(now.getTime() - STALE_AFTER_MS);
  if (!existing || !(await takeOverStaleClaim(ctx.db, input.scope, input.key, staleBefore, now))) {
    throw new AppError('idempotency_key_in_use');
  }
  return { replay: undefined };
}

/**
 * The same for work that cannot be one transaction because it calls out over the network (a
 * webhook test): the response is stored right after the call.
 */
export async function runIdempotentCall<T>(
  ctx: AppContext,
  input: IdempotencyInput,
  call: () => Promise<Outcome<T>>,
): Promise<IdempotentResponse<T>> {
  const claimed = await claimKey<T>(ctx, input);
  if (claimed.replay) return claimed.replay;
  try {
    const { status, body } = await call();
    await completeClaim(ctx.db, { ...input, status, body, now: ctx.clock.now() });
    return { status, body, replayed: false };
  } catch (error) {
    await releaseClaim(ctx.db, input.scope, input.key);
    throw error;
  }
}
