import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { BRAND_LOGO_MAX_BYTES } from '@kopru/domain/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createLink,
  createVerifiedMerchant,
  latestEmailTo,
  pay,
  registerMerchant,
} from '../../../test/factories.ts';
import { solidPng, svgLogo, webpHeader } from '../../../test/image-fixtures.ts';
import { fixtures, submitKyc } from '../../../test/kyc-helpers.ts';
import { addMember } from '../../../test/team-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function logoForm(bytes: Uint8Array, name = 'logo.png', type = 'image/png', field = 'logo') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

function uploadLogo(cookie: string, form: FormData) {
  return t.app.inject({ method: 'PUT', url: '/api/merchant/brand/logo', headers: { cookie }, payload: form });
}

function setColor(cookie: string, color: string | null) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/merchant/brand/color',
    headers: { cookie },
    payload: { color },
  });
}

async function storedLogos(): Promise<string[]> {
  return readdir(path.join(t.dataDir, 'files', 'brand')).catch(() => []);
}

const getLogo = (id: string) => t.app.inject({ method: 'GET', url: `/api/public/brand-logos/${id}` });

describe('the merchant brand', () => {
  it('stores a PNG logo and serves it publicly with its detected type, nosniff and a long cache', async () => {
    const sme = await registerMerchant(t.app);
    const png = solidPng(240, 80);
    const response = await uploadLogo(sme.cookie, logoForm(png, 'logo.html', 'text/html'));
    expect(response.statusCode).toBe(200);
    const { logo } = response.json();
    expect(logo).toMatchObject({ contentType: 'image/png', width: 240, height: 80, sizeBytes: png.length });
    const served = await getLogo(logo.id);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.rawPayload.equals(png)).toBe(true);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/merchant/brand',
      headers: { cookie: sme.cookie },
    });
    expect(read.json()).toEqual({ logo, color: null });
  });

  it('accepts JPEG and WebP by content, and a replaced logo is gone from storage and its URL', async () => {
    const sme = await registerMerchant(t.app);
    const first = (await uploadLogo(sme.cookie, logoForm(fixtures.jpeg.bytes, 'a.jpg', 'image/jpeg'))).json();
    expect(first.logo.contentType).toBe('image/jpeg');
    const before = await storedLogos();
    const second = await uploadLogo(sme.cookie, logoForm(webpHeader(120, 40), 'a.webp', 'image/webp'));
    expect(second.statusCode).toBe(200);
    expect(second.json().logo).toMatchObject({ contentType: 'image/webp', width: 120, height: 40 });
    expect((await getLogo(first.logo.id)).statusCode).toBe(404);
    expect((await getLogo(second.json().logo.id)).headers['content-type']).toBe('image/webp');
    expect(await storedLogos()).toHaveLength(before.length);
  });

  it.each([
    ['an SVG (it can carry scripts)', svgLogo, 'logo.svg', 'image/svg+xml', 400, 'unsupported_logo_type'],
    ['a PDF named logo.png', fixtures.pdf.bytes, 'logo.png', 'image/png', 400, 'unsupported_logo_type'],
    [
      'a PNG above the size limit',
      Buffer.alloc(BRAND_LOGO_MAX_BYTES + 1, 1),
      'logo.png',
      'image/png',
      413,
      'logo_too_large',
    ],
    ['a PNG wider than allowed', solidPng(2500, 20), 'logo.png', 'image/png', 400, 'logo_dimensions'],
    ['a PNG too small to see', solidPng(8, 8), 'logo.png', 'image/png', 400, 'logo_dimensions'],
  ])('refuses %s and keeps nothing', async (_name, bytes, name, type, status, code) => {
    const sme = await registerMerchant(t.app);
    const ok = (await uploadLogo(sme.cookie, logoForm(solidPng(64, 64)))).json();
    const before = await storedLogos();
    const refused = await uploadLogo(sme.cookie, logoForm(bytes, name, type));
    expect(refused.statusCode).toBe(status);
    expect(refused.json().error.code).toBe(code);
    expect(await storedLogos()).toEqual(before);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/merchant/brand',
      headers: { cookie: sme.cookie },
    });
    expect(read.json().logo).toEqual(ok.logo);
  });

  it('refuses a file in another field', async () => {
    const sme = await registerMerchant(t.app);
    const refused = await uploadLogo(
      sme.cookie,
      logoForm(solidPng(64, 64), 'logo.png', 'image/png', 'documents'),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('validation_failed');
  });

  it('removes the logo and its file', async () => {
    const sme = await registerMerchant(t.app);
    const { logo } = (await uploadLogo(sme.cookie, logoForm(solidPng(64, 64)))).json();
    const count = (await storedLogos()).length;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/merchant/brand/logo',
      headers: { cookie: sme.cookie },
    });
    expect(removed.json()).toEqual({ logo: null, color: null });
    expect(await storedLogos()).toHaveLength(count - 1);
    expect((await getLogo(logo.id)).statusCode).toBe(404);
  });

  it('saves a colour white text can be read on and refuses one it cannot, with a translated key', async () => {
    const sme = await registerMerchant(t.app);
    const saved = await setColor(sme.cookie, ' #1E3A8A ');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().color).toBe('#1e3a8a');
    const light = await setColor(sme.cookie, '#facc15');
    expect(light.statusCode).toBe(400);
    expect(light.json().error.details.issues).toEqual([
      expect.objectContaining({ path: 'color', message: 'brand.errors.contrast' }),
    ]);
    const malformed = await setColor(sme.cookie, 'blue');
    expect(malformed.json().error.details.issues[0].message).toBe('brand.errors.color');
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/merchant/brand',
      headers: { cookie: sme.cookie },
    });
    expect(read.json().color).toBe('#1e3a8a');
    expect((await setColor(sme.cookie, null)).json().color).toBeNull();
  });

  it('serves no file but a logo at the public URL: a KYC document id or another key is 404', async () => {
    const sme = await registerMerchant(t.app);
    const kyc = await submitKyc(t.app, sme.cookie);
    const documentId = kyc.json().submission.documents[0].id;
    expect((await getLogo(documentId)).statusCode).toBe(404);
    expect((await getLogo('logo_doesnotexist000000')).statusCode).toBe(404);
    expect((await getLogo('..%2F..%2Fkyc')).statusCode).toBe(404);
  });

  it('lets owners and admins change the brand, other roles only read it, admins of the platform neither', async () => {
    const owner = await registerMerchant(t.app);
    const merchantId = owner.merchantId ?? '';
    const admin = await addMember(t.app, t.database.db, merchantId, 'admin');
    expect((await setColor(admin.cookie, '#14532d')).statusCode).toBe(200);
    expect((await uploadLogo(admin.cookie, logoForm(solidPng(64, 64)))).statusCode).toBe(200);
    for (const role of ['finance', 'developer', 'viewer'] as const) {
      const member = await addMember(t.app, t.database.db, merchantId, role);
      const before = await storedLogos();
      expect((await setColor(member.cookie, '#000000')).statusCode).toBe(403);
      expect((await uploadLogo(member.cookie, logoForm(solidPng(64, 64)))).statusCode).toBe(403);
      expect(await storedLogos()).toEqual(before);
      const read = await t.app.inject({
        method: 'GET',
        url: '/api/merchant/brand',
        headers: { cookie: member.cookie },
      });
      expect(read.json().color).toBe('#14532d');
    }
    const platformAdmin = await createAdmin(t.app, t.database.db);
    expect((await setColor(platformAdmin.cookie, '#000000')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/merchant/brand' })).statusCode).toBe(401);
  });

  it('keeps each merchant to its own brand', async () => {
    const one = await registerMerchant(t.app);
    const other = await registerMerchant(t.app);
    await setColor(one.cookie, '#7f1d1d');
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/merchant/brand',
      headers: { cookie: other.cookie },
    });
    expect(read.json()).toEqual({ logo: null, color: null });
  });

  it('puts the logo and colour in the payment page data and the receipt e-mail, Köprü as payments by', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const link = await createLink(t.app, sme.cookie);
    const plain = await t.app.inject({ method: 'GET', url: `/api/public/links/${link.code}` });
    expect(plain.json().brand).toEqual({ logo: null, color: null });
    const { logo } = (await uploadLogo(sme.cookie, logoForm(solidPng(400, 100)))).json();
    await setColor(sme.cookie, '#1e3a8a');
    const page = await t.app.inject({ method: 'GET', url: `/api/public/links/${link.code}` });
    expect(page.json().brand).toEqual({ color: '#1e3a8a', logo: { id: logo.id, width: 160, height: 40 } });
    const email = 'brand.payer@example.com';
    expect((await pay(t.app, link.code, { email, locale: 'tr' })).json().status).toBe('succeeded');
    const receipt = await latestEmailTo(t.database.db, email, 'paymentReceipt');
    const html = receipt?.htmlBody ?? '';
    expect(html).toContain(
      `<img src="${t.app.ctx.env.PUBLIC_URL}/api/public/brand-logos/${logo.id}" width="160" height="40"`,
    );
    expect(html).toContain('background:#1e3a8a');
    expect(html).toContain('Ödeme altyapısı: Köprü');
    expect(receipt?.textBody).toContain('Ödeme altyapısı: Köprü');
  });
});
