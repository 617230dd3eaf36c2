import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedQuery, preparedSql } from '../../db/prepared.ts';
import { idempotencyKeys } from '../../db/schema/idempotency-keys.ts';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/** Inserts the claim; returns false when (scope, key) already exists. */
export async function insertClaim(
  db: Executor,
  claim: { scope: string; key: string; requestHash: string },
): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({ ...claim, status: 'in_progress' })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

/**
 * Takes the transaction-scoped lock of (scope, key) without waiting: false while another
 * transaction holds it (the same key in flight). Released by the commit or rollback, so a request
 * that dies with its process or its connection leaves nothing behind.
 */
export async function tryLockKey(tx: Executor, scope: string, key: string): Promise<boolean> {
  const [row] = await lockKey(tx, { lock: `${scope}\n${key}` });
  return row?.locked === true;
}

const lockKey = preparedSql<{ locked: boolean }>(
  'idempotency_try_lock',
  sql`select pg_try_advisory_xact_lock(hashtextextended(${sql.placeholder('lock')}, 0)) as locked`,
);

/** Stores a finished request's response (inside the work's transaction, after tryLockKey). */
export async function insertCompletedClaim(
  tx: Executor,
  claim: { scope: string; key: string; requestHash: string; status: number; body: unknown; now: Date },
): Promise<void> {
  await tx.insert(idempotencyKeys).values({
    scope: claim.scope,
    key: claim.key,
    requestHash: claim.requestHash,
    status: 'completed',
    responseStatus: claim.status,
    responseBody: claim.body,
    createdAt: claim.now,
    completedAt: claim.now,
  });
}

/**
 * Takes the key's transaction lock (as tryLockKey) and, when it was free, records that
 * (scope, key) created `resourceId`, whose own state answers later uses of the key: `in_use` while
 * another transaction holds the lock, `used` (nothing written) when (scope, key) was used before,
 * else `claimed`. One statement, not two: the payment path claims a key on every request.
 */
export async function claimResource(
  tx: Executor,
  claim: { scope: string; key: string; requestHash: string; resourceId: string; now: Date },
): Promise<'in_use' | 'used' | 'claimed'> {
  const [row] = await lockAndClaimResource(tx, { ...claim, lock: `${claim.scope}\n${claim.key}` });
  if (!row?.locked) return 'in_use';
  return row.claimed ? 'claimed' : 'used';
}

// The insert reads the lock's row, so the lock is taken first; casts: the values come from a select.
const lockAndClaimResource = preparedSql<{ locked: boolean; claimed: boolean }>(
  'idempotency_lock_and_claim_resource',
  sql`
    with key_lock as (
      select pg_try_advisory_xact_lock(hashtextextended(${sql.placeholder('lock')}, 0)) as locked
    ),
    claim as (
      insert into idempotency_keys (scope, key, request_hash, resource_id, status, created_at, completed_at)
      select ${sql.placeholder('scope')}::text, ${sql.placeholder('key')}::text,
        ${sql.placeholder('requestHash')}::text, ${sql.placeholder('resourceId')}::text, 'completed',
        ${sql.placeholder('now')}::timestamptz, ${sql.placeholder('now')}::timestamptz
      from key_lock where locked
      on conflict do nothing
      returning key
    )
    select (select locked from key_lock) as locked, exists (select 1 from claim) as claimed`,
);

export async function deleteClaim(db: Executor, scope: string, key: string): Promise<void> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}

export async function findClaim(
  db: Executor,
  scope: string,
  key: string,
): Promise<IdempotencyRow | undefined> {
  const [row] = await claimByKey(db, { scope, key });
  return row;
}

const claimByKey = preparedQuery('idempotency_find_claim', (db) =>
  db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, sql.placeholder('scope')),
        eq(idempotencyKeys.key, sql.placeholder('key')),
      ),
    )
    .limit(1),
);

/** Takes over a claim whose request died before finishing (older than `staleBefore`). */
export async function takeOverStaleClaim(
  db: Executor,
  scope: string,
  key: string,
  staleBefore: Date,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(idempotencyKeys)
    .set({ createdAt: now })
    .where(
      and(
        eq(idempotencyKeys.scope, scope),
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.status, 'in_progress'),
        lt(idempotencyKeys.createdAt, staleBefore),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export async function completeClaim(
  db: Executor,
  claim: { scope: string; key: string; status: number; body: unknown; now: Date },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({
      status: 'completed',
      responseStatus: claim.status,
      responseBody: claim.body,
      completedAt: claim.now,
    })
    .where(and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key)));
}

export async function releaseClaim(db: Executor, scope: string, key: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, scope),
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.status, 'in_progress'),
      ),
    );
}

export async function deleteExpiredClaims(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
