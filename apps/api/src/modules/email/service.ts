import { createId } from '@kopru/domain/ids';
import type { Locale } from '@kopru/domain/locale';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { insertEmail } from './repository.ts';
import { renderEmail, type TemplateName, type TemplateVars } from './templates.ts';

export interface EmailMessage<N extends TemplateName> {
  to: string;
  locale: Locale;
  template: N;
  vars: TemplateVars<N>;
}

export interface EmailService {
  /** Queues an e-mail in the same transaction as the change that caused it. */
  send<N extends TemplateName>(db: Executor, message: EmailMessage<N>): Promise<void>;
}

export function createEmailService(options: {
  smtpConfigured: boolean;
  log: FastifyBaseLogger;
}): EmailService {
  return {
    async send(db, message) {
      const rendered = renderEmail(message.template, message.locale, message.vars);
      await insertEmail(db, {
        id: createId('eml'),
        toAddress: message.to,
        locale: message.locale,
        template: message.template,
        subject: rendered.subject,
        textBody: rendered.text,
        htmlBody: rendered.html,
        status: options.smtpConfigured ? 'queued' : 'stored',
      });
      if (!options.smtpConfigured) {
        // Single-node operators without SMTP read mails in the admin outbox; the link is logged too.
        options.log.info(
          { to: message.to, subject: rendered.subject, links: rendered.links },
          'e-mail stored in the outbox (no SMTP_URL)',
        );
      }
    },
  };
}
