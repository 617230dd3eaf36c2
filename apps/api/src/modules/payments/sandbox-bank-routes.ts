import { sandboxBankPage } from '@kopru/domain/contracts/sandbox-bank';
import { type Locale, toLocale } from '@kopru/domain/locale';
import { catalogs } from '@kopru/i18n/catalog';
import { formatMoney } from '@kopru/i18n/format';
import { createTranslator } from '@kopru/i18n/translate';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { sandboxBankChallenge, sandboxBankSignature } from './sandbox-provider.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(locale: Locale, body: string, title: string): string {
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#1f2937;margin:0;padding:24px 16px}
main{max-width:420px;margin:0 auto;background:#fff;border:1px solid #e5e7eb;border-radius:12px;padding:24px}
h1{font-size:1.25rem;margin:0 0 12px}p{line-height:1.5}.amount{font-size:1.125rem;font-weight:600}
.actions{display:flex;gap:12px;margin-top:20px}form{flex:1}
button{width:100%;padding:12px;border-radius:8px;border:1px solid #d1d5db;font-size:1rem;cursor:pointer;background:#fff}
button.primary{background:#1d4ed8;border-color:#1d4ed8;color:#fff}
</style></head><body><main>${body}</main></body></html>`;
}

/**
 * The sandbox bank's 3-D Secure page (en and tr), registered only with the sandbox acquirer. Its
 * Complete and Fail buttons post the signed result to the callback URL the charge was given.
 */
export const sandboxBankRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, appSecret } = app.ctx;
  route(app, sandboxBankPage, {}, async (request, reply) => {
    const { reference } = request.params;
    const { charge, payerLocale } = await sandboxBankChallenge(db, reference);
    const locale = toLocale(request.query.lang || payerLocale || request.headers['accept-language'] || null);
    const t = createTranslator(catalogs, locale);
    const title = t('checkout.sandboxBank.title');
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (charge?.status !== 'requires_action' || !charge.callbackUrl)
      return reply
        .code(404)
        .send(
          page(
            locale,
            `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(t('checkout.sandboxBank.closed'))}</p>`,
            title,
          ),
        );
    const button = (result: 'complete' | 'fail', label: string, primary: boolean) =>
      `<form method="post" action="${escapeHtml(charge.callbackUrl ?? '')}">
<input type="hidden" name="result" value="${result}">
<input type="hidden" name="signature" value="${escapeHtml(sandboxBankSignature(appSecret, reference, result))}">
<button type="submit"${primary ? ' class="primary"' : ''}>${escapeHtml(label)}</button></form>`;
    const amount = formatMoney(charge.amount, charge.currency, locale);
    return reply.send(
      page(
        locale,
        `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(t('checkout.sandboxBank.text'))}</p>
<p class="amount">${escapeHtml(t('checkout.sandboxBank.payment', { amount }))}</p>
<div class="actions">${button('fail', t('checkout.sandboxBank.fail'), false)}${button('complete', t('checkout.sandboxBank.complete'), true)}</div>`,
        title,
      ),
    );
  });
};
