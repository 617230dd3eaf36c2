import { createId } from '@kopru/domain/ids';
import type { Locale } from '@kopru/domain/locale';
import type { OutboxDelivery } from '@kopru/domain/schemas/email';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { seal } from '../../lib/seal.ts';
import { insertEmail, type NewEmail } from './repository.ts';
import { renderEmail, type TemplateName, type TemplateVars } from './templates.ts';

export interface EmailMessage<N extends TemplateName> {
  to: string;
  locale: Locale;
  template: N;
  vars: TemplateVars<N>;
}

export interface EmailService {
  /** How e-mail leaves this server, and whether the outbox keeps links that carry a token. */
  delivery: OutboxDelivery;
  /** Queues an e-mail in the same transaction as the change that caused it. */
  send<N extends TemplateName>(db: Executor, message: EmailMessage<N>): Promise<void>;
  /**
   * The row send would insert, for a caller that inserts it in a statement of its own
   * (payments/success-statement.ts); call `inserted()` once that statement has run.
   */
  compose<N extends TemplateName>(message: EmailMessage<N>): { row: NewEmail; inserted(): void };
}

/**
 * `smtp`: sent by the worker; token links sealed for it, withheld from the outbox.
 * `kept`: no SMTP outside production: the outbox keeps the whole e-mail so a local trial can
 * still reset a password (the console says so). `not_leaving`: no SMTP in production: nothing is
 * sent, and token links are neither kept nor logged.
 */
export function outboxDelivery(env: Pick<Env, 'SMTP_URL' | 'NODE_ENV'>): OutboxDelivery {
  if (env.SMTP_URL) return 'smtp';
  return env.NODE_ENV === 'production' ? 'not_leaving' : 'kept';
}

export function createEmailService(options: {
  env: Pick<Env, 'SMTP_URL' | 'NODE_ENV'>;
  appSecret: string;
  log: FastifyBaseLogger;
}): EmailService {
  const delivery = outboxDelivery(options.env);
  const compose: EmailService['compose'] = (message) => {
    const rendered = renderEmail(message.template, message.locale, message.vars);
    const withheld = delivery === 'kept' ? null : rendered.withheld;
    const row: NewEmail = {
      id: createId('eml'),
      toAddress: message.to,
      locale: message.locale,
      template: message.template,
      subject: rendered.subject,
      textBody: withheld?.text ?? rendered.text,
      htmlBody: withheld?.html ?? rendered.html,
      sealedBody:
        withheld && delivery === 'smtp'
          ? seal(options.appSecret, 'outbox', JSON.stringify({ text: rendered.text, html: rendered.html }))
          : null,
      status: delivery === 'smtp' ? 'queued' : 'stored',
    };
    const inserted = () => {
      if (delivery === 'smtp') return;
      // Without SMTP the outbox is where mail ends up; links are logged only outside production.
      options.log.info(
        {
          to: message.to,
          subject: rendered.subject,
          ...(delivery === 'kept' ? { links: rendered.links } : {}),
        },
        'e-mail stored in the outbox (no SMTP_URL)',
      );
    };
    return { row, inserted };
  };
  return {
    delivery,
    compose,
    async send(db, message) {
      const { row, inserted } = compose(message);
      await insertEmail(db, row);
      inserted();
    },
  };
}
