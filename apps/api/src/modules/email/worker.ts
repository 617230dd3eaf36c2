import nodemailer from 'nodemailer';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { unseal } from '../../lib/seal.ts';
import { claimDueEmails, markEmailAttemptFailed, markEmailSent, releaseEmailClaims } from './repository.ts';

const retryDelaysMs = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000, 6 * 60 * 60_000];

export interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Which of our e-mails it is, sent as the X-Kopru-Template header for the mail system's filters. */
  template: string;
}

export interface EmailTransport {
  send(message: OutgoingEmail): Promise<void>;
}

export function smtpTransport(smtpUrl: string): EmailTransport {
  // Bounded: a server that accepts the connection and then says nothing must not hold the worker.
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send({ template, ...message }) {
      await transporter.sendMail({ ...message, headers: { 'X-Kopru-Template': template } });
    },
  };
}

function openSealed(appSecret: string | undefined, sealed: string): { textBody: string; htmlBody: string } {
  if (!appSecret) throw new Error('a sealed e-mail needs the app secret');
  const { text, html } = JSON.parse(unseal(appSecret, 'outbox', sealed)) as { text: string; html: string };
  return { textBody: text, htmlBody: html };
}

/** How long a claimed e-mail is left to its worker; the SMTP timeouts above are shorter. */
const LEASE_MS = 5 * 60_000;

/**
 * Sends the queued e-mails that are due; returns how many it handled. The claim is one short
 * statement; each send runs outside any transaction (an SMTP server that hangs holds no database
 * connection or lock), and its outcome is one more statement. A failure is retried with backoff
 * (1 min, 5 min, 30 min, 2 h, 6 h) and then marked failed, with the reason kept for the outbox.
 */
export async function deliverDueEmails(
  db: Database,
  transport: EmailTransport,
  options: { from: string; clock: Clock; batchSize?: number; appSecret?: string; stopping?: AbortSignal },
): Promise<number> {
  const claimedAt = options.clock.now();
  const due = await claimDueEmails(db, {
    now: claimedAt,
    leaseUntil: new Date(claimedAt.getTime() + LEASE_MS),
    limit: options.batchSize ?? 10,
  });
  for (const [index, email] of due.entries()) {
    if (options.stopping?.aborted) {
      // Shutting down: the unsent rest is due again at once for another process.
      await releaseEmailClaims(db, due.slice(index), options.clock.now());
      break;
    }
    const attempt = { id: email.id, attempt: email.attempts };
    try {
      const body = email.sealedBody ? openSealed(options.appSecret, email.sealedBody) : email;
      await transport.send({
        from: options.from,
        to: email.toAddress,
        subject: email.subject,
        text: body.textBody,
        html: body.htmlBody,
        template: email.template,
      });
      await markEmailSent(db, { ...attempt, now: options.clock.now() });
    } catch (error) {
      const now = options.clock.now();
      const delay = retryDelaysMs[email.attempts - 1];
      await markEmailAttemptFailed(
        db,
        { ...attempt, now },
        {
          error: error instanceof Error ? error.message : String(error),
          nextAttemptAt: delay === undefined ? null : new Date(now.getTime() + delay),
        },
      );
    }
  }
  return due.length;
}
