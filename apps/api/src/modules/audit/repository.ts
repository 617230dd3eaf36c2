import { createId } from '@kopru/domain/ids';
import type { AuditAction } from '@kopru/domain/schemas/audit';
import { and, asc, count, eq, gte, ilike, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { auditLogs } from '../../db/schema/audit-logs.ts';
import { merchants } from '../../db/schema/merchants.ts';
import { users } from '../../db/schema/users.ts';
import { afterCursor, newestFirst } from '../../lib/pagination.ts';
import { escapeLike } from '../../lib/search.ts';
import { type Actor, userIdOf } from '../../ports.ts';

export interface AuditEntry {
  action: AuditAction;
  actorUserId?: string | null;
  actorEmail?: string | null;
  targetType?: string | null;
  targetId?: string | null;
  merchantId?: string | null;
  details?: Record<string, unknown>;
  ipAddress?: string | null;
}

/** Who acted on which merchant, as an entry about that merchant records it (with the actor's IP). */
export function merchantAuditFields(actor: Actor, merchantId: string) {
  return {
    actorUserId: userIdOf(actor),
    actorEmail: actor.email,
    targetType: 'merchant',
    targetId: merchantId,
    merchantId,
    ipAddress: actor.ip,
  };
}

/** Writes one audit row; pass the open transaction so the record commits with the change. */
export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLogs).values({
    id: createId('aud'),
    action: entry.action,
    actorUserId: entry.actorUserId ?? null,
    actorEmail: entry.actorEmail ?? null,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    merchantId: entry.merchantId ?? null,
    details: entry.details ?? {},
    ipAddress: entry.ipAddress ?? null,
  });
}

/** One merchant's trail: rows tagged with it, and what its user did or had done to them. */
export interface MerchantScope {
  merchantId: string;
  userId: string;
  email: string;
}

export function merchantScopeCondition(scope: MerchantScope): SQL | undefined {
  return or(
    eq(auditLogs.merchantId, scope.merchantId),
    eq(auditLogs.actorUserId, scope.userId),
    and(eq(auditLogs.targetType, 'user'), eq(auditLogs.targetId, scope.userId)),
    // Failed sign-ins know only the e-mail that was typed.
    and(isNull(auditLogs.actorUserId), eq(auditLogs.actorEmail, scope.email)),
  );
}

export interface AuditFilter {
  actor?: string | undefined;
  action?: string | undefined;
  target?: string | undefined;
  scope?: MerchantScope | undefined;
  /** Only rows tagged with this merchant id (used when the merchant no longer exists). */
  merchantId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

function filterCondition(filter: AuditFilter): SQL | undefined {
  const actor = filter.actor;
  return and(
    actor
      ? actor.startsWith('usr_')
        ? eq(auditLogs.actorUserId, actor)
        : ilike(auditLogs.actorEmail, `%${escapeLike(actor)}%`)
      : undefined,
    filter.action ? eq(auditLogs.action, filter.action) : undefined,
    filter.target ? eq(auditLogs.targetId, filter.target) : undefined,
    filter.scope ? merchantScopeCondition(filter.scope) : undefined,
    filter.merchantId ? eq(auditLogs.merchantId, filter.merchantId) : undefined,
    filter.from ? gte(auditLogs.createdAt, filter.from) : undefined,
    filter.to ? lt(auditLogs.createdAt, filter.to) : undefined,
  );
}

export async function listAuditLogs(
  db: Executor,
  filter: AuditFilter & { limit: number; after?: { createdAt: Date; id: string } | undefined },
) {
  return db
    .select({ entry: auditLogs, merchantName: merchants.companyName })
    .from(auditLogs)
    .leftJoin(merchants, eq(merchants.id, auditLogs.merchantId))
    .where(and(filterCondition(filter), afterCursor(auditLogs, filter.after)))
    .orderBy(...newestFirst(auditLogs))
    .limit(filter.limit + 1);
}

export async function countAuditLogs(db: Executor, filter: AuditFilter): Promise<number> {
  const [row] = await db.select({ value: count() }).from(auditLogs).where(filterCondition(filter));
  return row?.value ?? 0;
}

/** The user who owns a merchant: their sign-ins and password events belong to its trail. */
export async function findMerchantOwner(db: Executor, merchantId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(merchants)
    .innerJoin(users, eq(users.id, merchants.userId))
    .where(eq(merchants.id, merchantId))
    .limit(1);
  return row;
}

export async function findAuditLogById(db: Executor, id: string) {
  const [row] = await db.select().from(auditLogs).where(eq(auditLogs.id, id)).limit(1);
  return row;
}

/** Every action that occurs in the log. */
export async function distinctAuditActions(db: Executor): Promise<string[]> {
  const rows = await db
    .selectDistinct({ action: auditLogs.action })
    .from(auditLogs)
    .orderBy(asc(auditLogs.action));
  return rows.map((row) => row.action);
}
