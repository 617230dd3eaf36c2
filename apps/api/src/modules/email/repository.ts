import { and, asc, eq, ilike, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedByShape } from '../../db/prepared.ts';
import { emails } from '../../db/schema/emails.ts';
import { afterCursor, newestFirst } from '../../lib/pagination.ts';
import { escapeLike } from '../../lib/search.ts';

export type NewEmail = typeof emails.$inferInsert;
export type EmailRow = typeof emails.$inferSelect;

export async function insertEmail(db: Executor, email: NewEmail): Promise<void> {
  await insertEmailStatement(db, email);
}

// Built once per set of columns (db/prepared.ts): a payment's receipt is queued on every success.
const insertEmailStatement = preparedByShape<NewEmail, unknown>(
  'email_insert',
  emails,
  'insert',
  (db, placeholders) => db.insert(emails).values(placeholders as unknown as NewEmail),
);

/**
 * The insert of insertEmail as a common table expression (`queued_email`), for a statement that
 * writes the e-mail together with other rows (payments/success-statement.ts). Its placeholders
 * are emailId, emailTo, ... (emailCteValues); `created_at` and `updated_at` take their defaults.
 */
export const emailInsertCte = sql`
    queued_email as (
      insert into emails (id, to_address, locale, template, subject, text_body, html_body, sealed_body, status)
      values (${sql.placeholder('emailId')}, ${sql.placeholder('emailTo')}, ${sql.placeholder('emailLocale')},
        ${sql.placeholder('emailTemplate')}, ${sql.placeholder('emailSubject')}, ${sql.placeholder('emailText')},
        ${sql.placeholder('emailHtml')}, ${sql.placeholder('emailSealed')}, ${sql.placeholder('emailStatus')})
    )`;

export function emailCteValues(email: NewEmail) {
  return {
    emailId: email.id,
    emailTo: email.toAddress,
    emailLocale: email.locale,
    emailTemplate: email.template,
    emailSubject: email.subject,
    emailText: email.textBody,
    emailHtml: email.htmlBody,
    emailSealed: email.sealedBody ?? null,
    emailStatus: email.status,
  };
}

/**
 * Claims up to `limit` queued e-mails that are due: counts the attempt and moves
 * `next_attempt_at` to `leaseUntil`, so no other worker takes them while this one talks to the
 * SMTP server (outside any transaction). If the worker dies, they are due again when the lease
 * ends. Rows another worker is claiming are skipped.
 */
export async function claimDueEmails(
  db: Executor,
  { now, leaseUntil, limit }: { now: Date; leaseUntil: Date; limit: number },
): Promise<EmailRow[]> {
  const due = db
    .select({ id: emails.id })
    .from(emails)
    .where(and(eq(emails.status, 'queued'), or(isNull(emails.nextAttemptAt), lte(emails.nextAttemptAt, now))))
    .orderBy(asc(emails.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(emails)
    .set({ attempts: sql`${emails.attempts} + 1`, nextAttemptAt: leaseUntil, updatedAt: now })
    .where(inArray(emails.id, due))
    .returning();
}

/** The claimed attempt `attempt` of an e-mail, unless a later claim took it over. */
function stillClaimed(id: string, attempt: number) {
  return and(eq(emails.id, id), eq(emails.attempts, attempt), eq(emails.status, 'queued'));
}

/** Gives back claimed e-mails that were not tried: their attempt is not counted, they are due now. */
export async function releaseEmailClaims(db: Executor, claimed: EmailRow[], now: Date): Promise<void> {
  for (const email of claimed) {
    await db
      .update(emails)
      .set({ attempts: sql`${emails.attempts} - 1`, nextAttemptAt: now, updatedAt: now })
      .where(stillClaimed(email.id, email.attempts));
  }
}

export async function markEmailSent(
  db: Executor,
  { id, attempt, now }: { id: string; attempt: number; now: Date },
): Promise<void> {
  await db
    .update(emails)
    .set({
      status: 'sent',
      sentAt: now,
      lastError: null,
      nextAttemptAt: null,
      sealedBody: null,
      updatedAt: now,
    })
    .where(stillClaimed(id, attempt));
}

/** Records a failed attempt: queued again at `nextAttemptAt`, or failed for good without one. */
export async function markEmailAttemptFailed(
  db: Executor,
  { id, attempt, now }: { id: string; attempt: number; now: Date },
  values: { error: string; nextAttemptAt: Date | null },
): Promise<void> {
  await db
    .update(emails)
    .set({
      status: values.nextAttemptAt ? 'queued' : 'failed',
      lastError: values.error.slice(0, 1000),
      nextAttemptAt: values.nextAttemptAt,
      // Failed for good: the sealed link is of no use to anyone any more.
      ...(values.nextAttemptAt ? {} : { sealedBody: null }),
      updatedAt: now,
    })
    .where(stillClaimed(id, attempt));
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
