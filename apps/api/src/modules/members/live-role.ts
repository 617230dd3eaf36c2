import { AppError } from '@kopru/domain/errors';
import { can, type MemberRole, type Permission } from '@kopru/domain/team';
import type { Transaction } from '../../db/client.ts';
import { lockMembership } from './repository.ts';

/**
 * The role a member holds now, read where a write happens (issue 42): the session's role was read
 * when the request began, and the member may have been removed or moved since. Locks the member
 * row until the transaction ends, so removal and role changes wait for this write (and then
 * find what it made) or this write waits for them and sees their outcome. Lock it before any
 * other row of the write: removal locks the member first too. 403 forbidden when the user is no
 * longer a member or its role no longer has `permission`.
 */
export async function liveRoleOf(
  tx: Transaction,
  member: { merchantId: string; userId: string },
  permission: Permission,
): Promise<MemberRole> {
  const row = await lockMembership(tx, member.merchantId, member.userId);
  if (!row) throw new AppError('forbidden', { reason: 'not_a_member' });
  if (!can(row.role, permission)) throw new AppError('forbidden', { reason: 'role_changed' });
  return row.role;
}
