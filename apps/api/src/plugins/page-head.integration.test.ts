import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLink, createVerifiedMerchant } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let appsDir: string;
let code: string;
let hostileCode: string;
let inactiveCode: string;

beforeAll(async () => {
  appsDir = await mkdtemp(path.join(tmpdir(), 'kopru-head-'));
  for (const name of ['merchant', 'admin', 'checkout']) {
    await mkdir(path.join(appsDir, name, 'dist'), { recursive: true });
    await writeFile(
      path.join(appsDir, name, 'dist', 'index.html'),
      '<!doctype html>\n<html lang="en">\n  <head>\n    <meta name="description" content="English" />\n    <title>Köprü</title>\n  </head>\n  <body></body>\n</html>\n',
    );
  }
  t = await createTestApp({ appsDir });
  const sme = await createVerifiedMerchant(t.app, t.database.db, { companyName: 'Kapadokya Halı A.Ş.' });
  code = (
    await createLink(t.app, sme.cookie, { productName: 'El dokuma kilim', amount: 240_000, currency: 'USD' })
  ).code;
  hostileCode = (
    await createLink(t.app, sme.cookie, {
      productName: '"><script>alert(1)</script>',
      amount: 4_999,
      currency: 'EUR',
    })
  ).code;
  const inactive = await createLink(t.app, sme.cookie, { productName: 'Gizli ürün' });
  inactiveCode = inactive.code;
  await t.app.inject({
    method: 'PATCH',
    url: `/api/merchant/payment-links/${inactive.id}`,
    headers: { cookie: sme.cookie },
    payload: { active: false },
  });
});
afterAll(async () => {
  await t.close();
  await rm(appsDir, { recursive: true, force: true });
});

const page = async (url: string, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/html');
  return response.body;
};
const meta = (html: string, name: string) =>
  new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)" />`).exec(html)?.[1];

describe('the page head', () => {
  it('previews a payment link in Turkish for a Turkish payer', async () => {
    const html = await page(`/pay/${code}`, { 'accept-language': 'tr-TR,tr;q=0.9,en;q=0.8' });
    expect(html).toContain('<html lang="tr"');
    expect(html).toContain('<title>El dokuma kilim: $2.400,00</title>');
    expect(meta(html, 'og:title')).toBe('El dokuma kilim: $2.400,00');
    expect(meta(html, 'og:description')).toBe(
      'Köprü ile kartla güvenli ödeme. Ödeme yapılan işletme: Kapadokya Halı A.Ş.',
    );
    expect(meta(html, 'og:locale')).toBe('tr_TR');
    expect(meta(html, 'og:url')).toMatch(new RegExp(`/pay/${code}$`));
    expect(meta(html, 'twitter:card')).toBe('summary');
    expect(html).not.toContain('content="English"');
  });

  it('previews it in English for an English payer, and the kopru.lang cookie wins over the browser', async () => {
    const en = await page(`/pay/${code.toLowerCase()}`, { 'accept-language': 'en-GB' });
    expect(en).toContain('<html lang="en"');
    expect(meta(en, 'og:title')).toBe('El dokuma kilim: $2,400.00');
    expect(meta(en, 'og:description')).toBe(
      'Pay by card, securely, with Köprü. Paying to Kapadokya Halı A.Ş.',
    );
    const chosen = await page(`/pay/${code}`, { 'accept-language': 'en-GB', cookie: 'kopru.lang=tr' });
    expect(meta(chosen, 'og:title')).toBe('El dokuma kilim: $2.400,00');
  });

  it('escapes a hostile product name', async () => {
    const html = await page(`/pay/${hostileCode}`, { 'accept-language': 'en' });
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(meta(html, 'og:title')).toBe('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;: €49.99');
    expect(html).toContain('<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;: €49.99</title>');
  });

  it('shows only a neutral title for an inactive or unknown link', async () => {
    for (const url of [`/pay/${inactiveCode}`, '/pay/ZZZZZZ', '/pay/']) {
      const html = await page(url, { 'accept-language': 'tr' });
      expect(html).toContain('<title>Köprü ödeme sayfası</title>');
      expect(html).not.toContain('og:');
      expect(html).not.toContain('Gizli ürün');
    }
  });

  it('starts the consoles in the browser’s language on a first visit, then in the one picked', async () => {
    const first = await page('/', { 'accept-language': 'tr-TR,tr;q=0.9,en-US;q=0.8' });
    expect(first).toContain('<html lang="tr"');
    expect(first).toContain('<title>Köprü: Türk işletmeleri için yurt dışı tahsilat</title>');
    const firstAdmin = await page('/admin/', { 'accept-language': 'tr' });
    expect(firstAdmin).toContain('<html lang="tr"');
    expect(firstAdmin).toContain('<title>Köprü Yönetim paneli</title>');
    // Neither of ours: the spec's English; a weighted list is read by its weights.
    expect(await page('/', { 'accept-language': 'de-DE,fr;q=0.9' })).toContain('<html lang="en"');
    expect(await page('/', { 'accept-language': 'en;q=0.4,tr;q=0.8' })).toContain('<html lang="tr"');
    const picked = await page('/', { 'accept-language': 'tr-TR', cookie: 'kopru.lang=en' });
    expect(picked).toContain('<html lang="en"');
    const merchant = await page('/', { 'accept-language': 'en', cookie: 'kopru.lang=tr' });
    expect(merchant).toContain('<html lang="tr"');
    expect(merchant).toContain('<title>Köprü: Türk işletmeleri için yurt dışı tahsilat</title>');
    expect(meta(merchant, 'description')).toContain('Türk işletmelerinin');
    const admin = await page('/admin/users', { 'accept-language': 'en-US' });
    expect(admin).toContain('<html lang="en"');
    expect(admin).toContain('<title>Köprü Admin</title>');
  });
});
