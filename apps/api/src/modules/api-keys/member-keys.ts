import { grantsBeyondRole } from '@kopru/domain/key-permissions';
import type { MemberRole } from '@kopru/domain/team';
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import { recordAudit } from '../audit/repository.ts';
import { emailOwners } from '../members/email-owners.ts';
import { updateApiKey, workingKeysMadeBy } from './repository.ts';

export interface MemberChange {
  merchantId: string;
  /** The member whose keys are looked at. */
  userId: string;
  email: string;
  /** The member's new role; null when it left the team. */
  role: MemberRole | null;
  /** Who removed or moved the member. */
  actor: { id: string; email: string; ip: string };
}

/**
 * A member's keys follow the member: when it leaves the team every key it made stops at once;
 * when it is moved to another role, the keys it made that carry more than the new role allows
 * stop (a key within the role keeps working). Each revocation is audited, and the owners are
 * e-mailed once with the keys' names. Runs in the caller's transaction.
 */
export async function revokeKeysOfMember(ctx: AppContext, tx: Transaction, change: MemberChange) {
  const now = ctx.clock.now();
  const { merchantId, role } = change;
  const working = await workingKeysMadeBy(tx, { merchantId, userId: change.userId, now });
  const beyond =
    role === null ? working : working.filter((k) => grantsBeyondRole(k.permissions, role).length);
  for (const key of beyond) {
    await updateApiKey(tx, { merchantId, id: key.id }, { status: 'revoked', revokedAt: now });
    await recordAudit(tx, {
      action: 'api_key.revoked',
      actorUserId: change.actor.id,
      actorEmail: change.actor.email,
      targetType: 'api_key',
      targetId: key.id,
      merchantId,
      ipAddress: change.actor.ip,
      details: {
        description: key.description,
        publicKey: key.publicKey,
        secretHint: `${key.secretPrefix}…${key.secretLast4}`,
        reason: role === null ? 'member_removed' : 'member_role_changed',
        member: change.email,
        ...(role === null ? {} : { role, beyond: grantsBeyondRole(key.permissions, role) }),
      },
    });
  }
  if (beyond.length === 0) return beyond;
  await emailOwners(ctx, tx, merchantId, 'apiKeysRevoked', () => ({
    member: change.email,
    role,
    keys: beyond.map((k) => `${k.description} (${k.secretPrefix}…${k.secretLast4})`).join(', '),
    url: `${ctx.env.MERCHANT_ORIGIN}/sme/dashboard/developers`,
  }));
  return beyond;
}
