import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { emails } from '../../db/schema/emails.ts';

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
