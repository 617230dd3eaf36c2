import { createId } from '@kopru/domain/ids';
import type { Executor } from '../../db/client.ts';
import { auditLogs } from '../../db/schema/audit-logs.ts';

export interface AuditEntry {
  action: string;
  actorUserId?: string | null;
  actorEmail?: string | null;
  targetType?: string | null;
  targetId?: string | null;
  merchantId?: string | null;
  details?: Record<string, unknown>;
  ipAddress?: string | null;
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
