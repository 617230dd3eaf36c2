import { and, asc, eq, ilike, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { emails } from '../../db/schema/emails.ts';
import { afterCursor, newestFirst } from '../../lib/pagination.ts';
import { escapeLike } from '../../lib/search.ts';

export type NewEmail = typeof emails.$inferInsert;

export async function insertEmail(db: Executor, email: NewEmail): Promise<void> {
  await db.insert(emails).values(email);
}

/** Locks up to `limit` queued e-mails that are due; other workers skip them. Call inside a transaction. */
export async function claimDueEmails(db: Executor, now: Date, limit: number) {
  return db
    .select()
    .from(emails)
    .where(and(eq(emails.status, 'queued'), or(isNull(emails.nextAttemptAt), lte(emails.nextAttemptAt, now))))
    .orderBy(asc(emails.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function markEmailSent(db: Executor, id: string, now: Date): Promise<void> {
  await db
    .update(emails)
    .set({ status: 'sent', sentAt: now, attempts: sql`${emails.attempts} + 1`, lastError: null })
    .where(eq(emails.id, id));
}

export async function markEmailAttemptFailed(
  db: Executor,
  id: string,
  values: { error: string; nextAttemptAt: Date | null },
): Promise<void> {
  await db
    .update(emails)
    .set({
      status: values.nextAttemptAt ? 'queued' : 'failed',
      attempts: sql`${emails.attempts} + 1`,
      lastError: values.error.slice(0, 1000),
      nextAttemptAt: values.nextAttemptAt,
    })
    .where(eq(emails.id, id));
}

export async function findEmailById(db: Executor, id: string) {
  const [row] = await db.select().from(emails).where(eq(emails.id, id)).limit(1);
  return row;
}

export async function listEmails(
  db: Executor,
  filter: {
    to?: string | undefined;
    status?: (typeof emails.$inferSelect)['status'] | undefined;
    limit: number;
    after?: { createdAt: Date; id: string } | undefined;
  },
) {
  return db
    .select()
    .from(emails)
    .where(
      and(
        filter.to ? ilike(emails.toAddress, `%${escapeLike(filter.to)}%`) : undefined,
        filter.status ? eq(emails.status, filter.status) : undefined,
        afterCursor(emails, filter.after),
      ),
    )
    .orderBy(...newestFirst(emails))
    .limit(filter.limit + 1);
}
