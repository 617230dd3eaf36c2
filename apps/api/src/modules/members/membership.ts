import type { Executor } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/users.ts';
import type { RequestAuth } from '../../ports.ts';
import { listMembershipsOfUser } from './repository.ts';

/**
 * The merchant a session works in: the one it switched to while the user is still a member
 * there, else the user's first membership (owned first). Admins of the platform have none.
 */
export async function resolveMembership(
  db: Executor,
  user: UserRow,
  sessionToken = '',
): Promise<Pick<RequestAuth, 'merchant' | 'memberRole' | 'memberships'>> {
  if (user.role !== 'sme') return { merchant: null, memberRole: null, memberships: [] };
  const rows = await listMembershipsOfUser(db, user.id, sessionToken);
  const chosen = rows.find((row) => row.merchant.id === row.active) ?? rows[0];
  return {
    merchant: chosen?.merchant ?? null,
    memberRole: chosen?.member.role ?? null,
    memberships: rows.map((row) => ({
      memberId: row.member.id,
      merchantId: row.merchant.id,
      companyName: row.merchant.companyName,
      role: row.member.role,
    })),
  };
}
