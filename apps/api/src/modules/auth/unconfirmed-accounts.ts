import { UNCONFIRMED_ACCOUNT_DAYS } from '@kopru/domain/constants';
import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { recordAudit } from '../audit/repository.ts';
import { deleteSignUp, isHeld } from './account-removal.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type UnconfirmedOutcome = 'deleted' | 'deactivated' | 'skipped';

/**
 * Sign-ups whose address is still unconfirmed UNCONFIRMED_ACCOUNT_DAYS after they were made (or
 * after an admin reactivated them) are deleted with all they made, so an address someone else
 * typed is free again for its owner. Such an account can change nothing through the console
 * (session-guard.ts): it holds its user, credential, sessions, merchant, membership, and what it
 * may have made before that rule (verified domains, e-mail settings), which all go
 * (account-removal.ts). Should it hold anything else (a foreign key refuses), it is deactivated
 * instead, kept for an admin to reactivate or delete (admin-users/accounts.ts) and unable to sign
 * in. Each account is one transaction; returns how many were handled (a full batch runs again).
 */
export async function expireUnconfirmedAccounts(ctx: AppContext, limit = 50): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - UNCONFIRMED_ACCOUNT_DAYS * DAY_MS);
  const due = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.emailVerified, false),
        eq(users.role, 'sme'),
        eq(users.status, 'active'),
        lt(users.createdAt, cutoff),
        or(isNull(users.reactivatedAt), lt(users.reactivatedAt, cutoff)),
      ),
    )
    .orderBy(asc(users.createdAt))
    .limit(limit);
  for (const { id } of due) await expireUnconfirmedAccount(ctx, id, cutoff);
  return due.length === limit ? due.length : 0;
}

/** One account: deleted, or deactivated when it holds more than its sign-up; skipped if confirmed meanwhile. */
export async function expireUnconfirmedAccount(
  ctx: AppContext,
  userId: string,
  cutoff: Date,
): Promise<UnconfirmedOutcome> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const user = await lockedStillDue(tx, userId, cutoff);
      if (!user) return 'skipped';
      const merchantIds = await deleteSignUp(tx, userId);
      await auditExpiry(tx, user, 'deleted', merchantIds);
      return 'deleted';
    });
  } catch (error) {
    if (!isHeld(error)) throw error;
    return ctx.db.transaction(async (tx) => {
      const user = await lockedStillDue(tx, userId, cutoff);
      if (!user) return 'skipped';
      await tx.update(users).set({ status: 'deactivated' }).where(eq(users.id, userId));
      await auditExpiry(tx, user, 'deactivated', []);
      return 'deactivated';
    });
  }
}

/** The user, locked, if it is still an active, unconfirmed sign-up older than `cutoff`. */
async function lockedStillDue(tx: Executor, userId: string, cutoff: Date) {
  const [user] = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.emailVerified, false),
        eq(users.status, 'active'),
        lt(users.createdAt, cutoff),
        or(isNull(users.reactivatedAt), lt(users.reactivatedAt, cutoff)),
      ),
    )
    .for('update');
  return user;
}

async function auditExpiry(
  tx: Executor,
  user: { id: string; email: string },
  outcome: 'deleted' | 'deactivated',
  merchantIds: string[],
): Promise<void> {
  await recordAudit(tx, {
    action: 'auth.unconfirmed_account_deleted',
    actorEmail: user.email,
    targetType: 'user',
    targetId: user.id,
    details: { outcome, merchantIds, days: UNCONFIRMED_ACCOUNT_DAYS },
  });
}
