import { and, count, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type ApiKeyRow, apiKeys } from '../../db/schema/api-keys.ts';
import { merchantMembers } from '../../db/schema/merchant-members.ts';
import { merchants } from '../../db/schema/merchants.ts';
import { afterCursor, newestFirst } from '../../lib/pagination.ts';

export async function insertApiKey(db: Executor, key: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(key).returning();
  if (!row) throw new Error('api key insert returned nothing');
  return row;
}

export async function findApiKey(
  db: Executor,
  { merchantId, id }: { merchantId: string; id: string },
  options: { lock?: boolean } = {},
): Promise<ApiKeyRow | undefined> {
  const query = db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.merchantId, merchantId), eq(apiKeys.id, id)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function listApiKeys(
  db: Executor,
  { merchantId, limit, after }: { merchantId: string; limit: number; after?: { id: string } | undefined },
): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.merchantId, merchantId), afterCursor(apiKeys, after)))
    .orderBy(...newestFirst(apiKeys))
    .limit(limit + 1);
}

/** Keys that count toward the limit: active, not revoked and not being retired by a roll. */
function countsTowardLimit(): SQL | undefined {
  return and(eq(apiKeys.status, 'active'), isNull(apiKeys.expiresAt));
}

export async function countActiveApiKeys(db: Executor, merchantId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.merchantId, merchantId), countsTowardLimit()));
  return row?.value ?? 0;
}

/** Serialises key creation per merchant so two concurrent requests cannot pass the limit. */
export async function lockMerchant(db: Executor, merchantId: string): Promise<void> {
  await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.id, merchantId)).for('update');
}

export async function updateApiKey(
  db: Executor,
  { merchantId, id }: { merchantId: string; id: string },
  values: Partial<Pick<ApiKeyRow, 'status' | 'revokedAt' | 'expiresAt'>>,
): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set(values)
    .where(and(eq(apiKeys.merchantId, merchantId), eq(apiKeys.id, id)))
    .returning();
  return row;
}

/**
 * The key with this secret hash, its merchant, and whether its maker is still in the team: one
 * lookup in the unique index.
 */
export async function findKeyBySecretHash(db: Executor, secretHash: string) {
  const [row] = await db
    .select({ key: apiKeys, merchant: merchants, makerMemberId: merchantMembers.id })
    .from(apiKeys)
    .innerJoin(merchants, eq(merchants.id, apiKeys.merchantId))
    .leftJoin(
      merchantMembers,
      and(
        eq(merchantMembers.merchantId, apiKeys.merchantId),
        eq(merchantMembers.userId, apiKeys.createdByUserId),
      ),
    )
    .where(eq(apiKeys.secretHash, secretHash))
    .limit(1);
  if (!row) return undefined;
  return { ...row, makerInTeam: row.makerMemberId !== null };
}

/** The keys a member made that still work (active, or rolled and inside their grace period). */
export async function workingKeysMadeBy(
  db: Executor,
  { merchantId, userId, now }: { merchantId: string; userId: string; now: Date },
): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(
      and(
        eq(apiKeys.merchantId, merchantId),
        eq(apiKeys.createdByUserId, userId),
        eq(apiKeys.status, 'active'),
        or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)),
      ),
    )
    .orderBy(apiKeys.createdAt)
    .for('update');
}

/**
 * Records a use unless one was recorded after `staleBefore`; the condition keeps concurrent
 * requests (and replicas) from writing the row more than once a minute.
 */
export async function touchLastUsed(
  db: Executor,
  { id, now, staleBefore }: { id: string; now: Date; staleBefore: Date },
): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lte(apiKeys.lastUsedAt, staleBefore))));
}
