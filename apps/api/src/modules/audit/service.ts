import { AppError } from '@kopru/domain/errors';
import { type AuditEntry, type AuditList, knownAuditActions } from '@kopru/domain/schemas/audit';
import type { Executor } from '../../db/client.ts';
import type { auditLogs } from '../../db/schema/audit-logs.ts';
import { toPage } from '../../lib/pagination.ts';
import {
  type AuditFilter,
  distinctAuditActions,
  findAuditLogById,
  findMerchantOwner,
  listAuditLogs,
} from './repository.ts';

function toAuditEntry(row: typeof auditLogs.$inferSelect, merchantName: string | null): AuditEntry {
  return {
    id: row.id,
    action: row.action,
    actorUserId: row.actorUserId,
    actorEmail: row.actorEmail,
    targetType: row.targetType,
    targetId: row.targetId,
    merchantId: row.merchantId,
    merchantName,
    details: row.details,
    ipAddress: row.ipAddress,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface AuditListInput {
  limit: number;
  starting_after?: string | undefined;
  actor?: string | undefined;
  action?: string | undefined;
  target?: string | undefined;
  merchantId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * A merchant's filter covers its user's sign-ins and password events too, not only rows tagged
 * with it; without its user (a merchant that no longer exists), only the tagged rows.
 */
export function merchantAuditFilter(
  merchantId: string,
  owner: { id: string; email: string } | undefined,
): AuditFilter {
  return owner ? { scope: { merchantId, userId: owner.id, email: owner.email } } : { merchantId };
}

export async function listAuditEntries(db: Executor, input: AuditListInput): Promise<AuditList> {
  const cursor = input.starting_after ? await findAuditLogById(db, input.starting_after) : undefined;
  if (input.starting_after && !cursor) throw new AppError('not_found', { param: 'starting_after' });
  const filter: AuditFilter = {
    actor: input.actor || undefined,
    action: input.action || undefined,
    target: input.target || undefined,
    from: input.from ? new Date(input.from) : undefined,
    to: input.to ? new Date(input.to) : undefined,
    ...(input.merchantId
      ? merchantAuditFilter(input.merchantId, await findMerchantOwner(db, input.merchantId))
      : {}),
  };
  const rows = await listAuditLogs(db, { ...filter, limit: input.limit, after: cursor });
  const page = toPage(rows, input.limit);
  return {
    data: page.data.map((row) => toAuditEntry(row.entry, row.merchantName)),
    has_more: page.has_more,
  };
}

/** Actions for the filter: the known ones and any other found in the log. */
export async function auditActions(db: Executor): Promise<string[]> {
  const found = await distinctAuditActions(db);
  return [...new Set([...knownAuditActions, ...found])].sort();
}
