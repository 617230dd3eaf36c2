import { AppError } from '@kopru/domain/errors';
import type { AuditAction } from '@kopru/domain/schemas/audit';
import type { MemberRole } from '@kopru/domain/team';
import type { Executor } from '../../db/client.ts';
import type { RequestAuth } from '../../ports.ts';
import { recordAudit } from '../audit/repository.ts';

/** The acting member of a team route (guarded, so it has a merchant and a role). */
export function actingMember(auth: RequestAuth): { merchantId: string; role: MemberRole } {
  if (!auth.merchant || !auth.memberRole) throw new AppError('forbidden');
  return { merchantId: auth.merchant.id, role: auth.memberRole };
}

/** One audit row of a team change, by `actor`, on the team's merchant. */
export async function auditTeamChange(
  db: Executor,
  actor: { id: string; email: string },
  entry: { action: AuditAction; merchantId: string; targetType: string; targetId: string; ip: string },
  details: Record<string, unknown>,
): Promise<void> {
  await recordAudit(db, {
    action: entry.action,
    actorUserId: actor.id,
    actorEmail: actor.email,
    targetType: entry.targetType,
    targetId: entry.targetId,
    merchantId: entry.merchantId,
    ipAddress: entry.ip,
    details,
  });
}
