import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isLinkCode } from '@kopru/domain/link-code';
import type { Locale } from '@kopru/domain/locale';
import { catalogs } from '@kopru/i18n/catalog';
import { formatMoney } from '@kopru/i18n/format';
import { interpolate } from '@kopru/i18n/translate';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PaymentLinkRow } from '../db/schema/payment-links.ts';
import { requestLocale } from '../lib/request-locale.ts';

/**
 * The server-rendered head of the apps' index.html: `lang` and a translated `<title>` in the
 * visitor's language before any JavaScript runs (the kopru.lang cookie the apps set when the user
 * picks one; else, like the apps themselves, the browser's language: Turkish for `tr`), and
 * for /pay/CODE Open Graph and Twitter card tags (product, amount in the payer's format,
 * merchant) so a shared link previews in the payer's language. An unknown or inactive link gets
 * the neutral checkout title and no preview.
 */
type AppName = 'merchant' | 'admin' | 'checkout';
/** A link that can be paid, with its merchant's name; undefined when unknown or inactive. */
export type FindPayableLink = (
  code: string,
) => Promise<{ link: PaymentLinkRow; merchantName: string } | undefined>;
type Head = { lang: Locale; title: string; description?: string; preview?: Record<string, string> };

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

export function renderHead(html: string, head: Head): string {
  const meta = [
    head.description ? `<meta name="description" content="${escapeHtml(head.description)}" />` : '',
    ...Object.entries(head.preview ?? {}).map(([name, content]) =>
      name.startsWith('og:')
        ? `<meta property="${name}" content="${escapeHtml(content)}" />`
        : `<meta name="${name}" content="${escapeHtml(content)}" />`,
    ),
  ].filter(Boolean);
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${head.lang}"`)
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace(
      /<title>[^<]*<\/title>/,
      `<title>${escapeHtml(head.title)}</title>${meta.map((m) => `\n    ${m}`).join('')}`,
    );
}

async function headFor(
  findPayableLink: FindPayableLink,
  publicUrl: string,
  app: AppName,
  url: string,
  lang: Locale,
): Promise<Head> {
  const text = catalogs[lang].common.head;
  if (app === 'merchant') return { lang, title: text.merchantTitle, description: text.merchantDescription };
  if (app === 'admin') return { lang, title: text.adminTitle };
  const code = /^\/pay\/([^/?#]+)/.exec(url)?.[1]?.toUpperCase() ?? '';
  const found = isLinkCode(code) ? await findPayableLink(code) : undefined;
  if (!found) return { lang, title: text.checkoutTitle };
  const vars = {
    product: found.link.productName,
    amount: formatMoney(found.link.amount, found.link.currency, lang),
    merchant: found.merchantName,
  };
  const title = interpolate(text.linkTitle, vars);
  const description = interpolate(text.linkDescription, vars);
  return {
    lang,
    title,
    description,
    preview: {
      'og:type': 'website',
      'og:site_name': catalogs[lang].common.appName,
      'og:locale': lang === 'tr' ? 'tr_TR' : 'en_US',
      'og:title': title,
      'og:description': description,
      'og:url': `${publicUrl}/pay/${found.link.code}`,
      'twitter:card': 'summary',
      'twitter:title': title,
      'twitter:description': description,
    },
  };
}

/**
 * The page written at build time for this address in this language (the merchant app's public
 * pages: dist/prerendered/<lang>/<page>.html), else the app's index.html. An address with a query
 * gets index.html: the query can change what the page shows (`/login?view=forgot`), and the
 * prerendered HTML must be what the app renders first.
 */
function pageFile(root: string, url: string, lang: Locale): string[] {
  const address = url.includes('?') ? undefined : url.replace(/\/+$/, '');
  const name =
    address === '' ? 'index' : address && /^\/[a-z-]+$/.test(address) ? address.slice(1) : undefined;
  const index = path.join(root, 'index.html');
  return name ? [path.join(root, 'prerendered', lang, `${name}.html`), index] : [index];
}

/** Sends an app's page with its head written for this visitor. */
export function pageSender(findPayableLink: FindPayableLink, publicUrl: string) {
  const pages = new Map<string, Promise<string | undefined>>();
  const read = (file: string) => {
    let page = pages.get(file);
    if (!page) {
      page = readFile(file, 'utf8').catch(() => undefined);
      pages.set(file, page);
    }
    return page;
  };
  return async (request: FastifyRequest, reply: FastifyReply, app: AppName, root: string) => {
    const lang = requestLocale(request.headers);
    let page: string | undefined;
    for (const file of pageFile(root, request.url, lang)) {
      page ??= await read(file);
    }
    const head = await headFor(findPayableLink, publicUrl, app, request.url, lang);
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie, Accept-Language')
      .type('text/html; charset=utf-8')
      .send(renderHead(page ?? '', head));
  };
}
