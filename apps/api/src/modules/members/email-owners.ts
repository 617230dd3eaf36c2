import type { Locale } from '@kopru/domain/locale';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import type { TemplateName, TemplateVars } from '../email/templates.ts';
import { listOwnerContacts } from './repository.ts';

/**
 * Sends `template` to every owner of the merchant, each in its own language (`vars` formats for
 * that language), through the outbox in the caller's transaction.
 */
export async function emailOwners<N extends TemplateName>(
  ctx: AppContext,
  tx: Executor,
  merchantId: string,
  template: N,
  vars: (locale: Locale) => TemplateVars<N> | Promise<TemplateVars<N>>,
): Promise<void> {
  for (const { email, locale } of await listOwnerContacts(tx, merchantId)) {
    await ctx.email.send(tx, { to: email, locale, template, vars: await vars(locale) });
  }
}
