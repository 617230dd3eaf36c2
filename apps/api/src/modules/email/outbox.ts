import { AppError } from '@kopru/domain/errors';
import type { OutboxEmail, OutboxList, outboxQuerySchema } from '@kopru/domain/schemas/email';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { toPage } from '../../lib/pagination.ts';
import { type EmailRow, findEmailById, listEmails } from './repository.ts';
import type { EmailService } from './service.ts';

function toOutboxEmail(row: EmailRow): OutboxEmail {
  return {
    id: row.id,
    to: row.toAddress,
    locale: row.locale,
    template: row.template,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.status === 'queued' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** The admin console's outbox page: e-mails newest first, and how e-mail leaves this server. */
export async function outboxPage(
  ctx: { db: Database; email: Pick<EmailService, 'delivery'> },
  query: z.output<typeof outboxQuerySchema>,
): Promise<OutboxList> {
  const { limit, starting_after, to, status } = query;
  const cursor = starting_after ? await findEmailById(ctx.db, starting_after) : undefined;
  if (starting_after && !cursor) throw new AppError('not_found', { param: 'starting_after' });
  const page = toPage(await listEmails(ctx.db, { to, status, limit, after: cursor }), limit);
  return { data: page.data.map(toOutboxEmail), has_more: page.has_more, delivery: ctx.email.delivery };
}
