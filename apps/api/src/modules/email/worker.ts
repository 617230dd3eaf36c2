import nodemailer from 'nodemailer';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { claimDueEmails, markEmailAttemptFailed, markEmailSent } from './repository.ts';

const retryDelaysMs = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000, 6 * 60 * 60_000];

export interface EmailTransport {
  send(message: { from: string; to: string; subject: string; text: string; html: string }): Promise<void>;
}

export function smtpTransport(smtpUrl: string): EmailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
  };
}

/** Sends the queued e-mails that are due; returns how many it handled. */
export async function deliverDueEmails(
  db: Database,
  transport: EmailTransport,
  options: { from: string; clock: Clock; batchSize?: number },
): Promise<number> {
  return db.transaction(async (tx) => {
    const now = options.clock.now();
    const due = await claimDueEmails(tx, now, options.batchSize ?? 10);
    for (const email of due) {
      try {
        await transport.send({
          from: options.from,
          to: email.toAddress,
          subject: email.subject,
          text: email.textBody,
          html: email.htmlBody,
        });
        await markEmailSent(tx, email.id, now);
      } catch (error) {
        const delay = retryDelaysMs[email.attempts];
        await markEmailAttemptFailed(tx, email.id, {
          error: error instanceof Error ? error.message : String(error),
          nextAttemptAt: delay === undefined ? null : new Date(now.getTime() + delay),
        });
      }
    }
    return due.length;
  });
}
