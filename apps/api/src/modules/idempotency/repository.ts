import { and, eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
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

export async function findClaim(
  db: Executor,
  scope: string,
  key: string,
): Promise<IdempotencyRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row;
}

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
