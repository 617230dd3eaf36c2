import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, registerMerchant, type SignedIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLogs } from '../../db/schema/audit-logs.ts';
import { siteContent } from '../../db/schema/site-content.ts';
import { figures } from './defaults.ts';
import { upgradeDefaultContent } from './defaults-upgrade.ts';
import { ensureDefaultContent } from './service.ts';

let t: TestApp;
let admin: SignedIn;
let sme: SignedIn;
let now = new Date('2026-06-01T12:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
  await ensureDefaultContent(t.database.db);
  admin = await createAdmin(t.app, t.database.db);
  sme = await registerMerchant(t.app);
});
afterAll(async () => {
  await t.close();
});

const faqBody = (overrides: Record<string, unknown> = {}) => ({
  kind: 'faq',
  question: { en: 'Can I refund a payment?', tr: '' },
  answer: { en: 'Yes, from the transactions page.', tr: '' },
  ...overrides,
});

function asAdmin(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { cookie: admin.cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function publicContent(locale: 'en' | 'tr') {
  const response = await t.app.inject({ method: 'GET', url: `/api/public/content?locale=${locale}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function auditFor(action: string, targetId: string | null) {
  return t.database.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.action, action), targetId ? eq(auditLogs.targetId, targetId) : undefined));
}

function issuesOf(response: { json(): { error: { details?: { issues?: unknown[] } } } }) {
  return response.json().error.details?.issues ?? [];
}

describe('default content', () => {
  it('gives visitors five FAQ entries and three testimonials in English and Turkish', async () => {
    const en = await publicContent('en');
    const tr = await publicContent('tr');
    expect(en.faq).toHaveLength(5);
    expect(en.testimonials).toHaveLength(3);
    expect(en.announcement).toBeNull();
    expect(en.faq[1].question).toEqual({ text: 'How much does Köprü cost?', lang: 'en' });
    expect(en.faq[1].answer.text).toContain('2.9% + $0.30 per successful payment');
    expect(tr.faq[1].question).toEqual({ text: 'Köprü’nün komisyonu nedir?', lang: 'tr' });
    expect(tr.faq[1].answer.text).toContain('%2,9 + $0,30');
    expect(tr.testimonials.every((item: { quote: { lang: string } }) => item.quote.lang === 'tr')).toBe(true);
  });

  it('is inserted once, and again only for a kind left without entries', async () => {
    expect(await ensureDefaultContent(t.database.db)).toEqual({ inserted: 0 });
    const scratch = await createTestApp();
    try {
      expect(await ensureDefaultContent(scratch.database.db)).toEqual({ inserted: 8 });
      await scratch.database.db.delete(siteContent).where(eq(siteContent.kind, 'testimonial'));
      expect(await ensureDefaultContent(scratch.database.db)).toEqual({ inserted: 3 });
      const rows = await scratch.database.db.select().from(siteContent);
      expect(rows.filter((row) => row.kind === 'faq')).toHaveLength(5);
    } finally {
      await scratch.close();
    }
  });
});

describe('the seeded Turkish wording', () => {
  it('is brought to the glossary where a row still holds the former default, never over an edit', async () => {
    const scratch = await createTestApp();
    try {
      await ensureDefaultContent(scratch.database.db);
      const db = scratch.database.db;
      const rows = await db.select().from(siteContent);
      const fee = rows.find((row) => row.titleTr === 'Köprü’nün komisyonu nedir?');
      const who = rows.find((row) => row.titleTr === 'Köprü’yü kimler kullanabilir?');
      const founder = rows.find((row) => row.authorRoleTr === 'Anatolia Tekstil kurucusu');
      const owner = rows.find((row) => row.authorRoleTr === 'Ege Seramik sahibi');
      if (!fee || !who || !founder || !owner) throw new Error('defaults missing');
      const formerBody = fee.bodyTr
        .replace('Köprü’nün', "Köprü'nün")
        .replace(' komisyon; komisyon o ödemeden', '; ücret o ödemeden')
        .replace(
          'için komisyon yoktur. Her ödemenin komisyonunu',
          'için bir ücret yoktur. Her ödemenin ücretini',
        )
        .replace('kontrol panelinizde', 'panelinizde');
      await db
        .update(siteContent)
        .set({ titleTr: "Köprü'nün ücreti nedir?", bodyTr: formerBody })
        .where(eq(siteContent.id, fee.id));
      // As the revision before typographic apostrophes seeded it.
      await db
        .update(siteContent)
        .set({ titleTr: "Köprü'yü kimler kullanabilir?" })
        .where(eq(siteContent.id, who.id));
      await db
        .update(siteContent)
        .set({ authorRoleTr: 'Kurucu, Anatolia Tekstil' })
        .where(eq(siteContent.id, founder.id));
      await db
        .update(siteContent)
        .set({ authorRoleTr: 'Sahibi, Ege Seramik (düzenlendi)' })
        .where(eq(siteContent.id, owner.id));

      expect(await upgradeDefaultContent(db)).toEqual({ upgraded: 3 });
      const after = new Map((await db.select().from(siteContent)).map((row) => [row.id, row]));
      expect(after.get(fee.id)?.titleTr).toBe('Köprü’nün komisyonu nedir?');
      expect(after.get(who.id)?.titleTr).toBe('Köprü’yü kimler kullanabilir?');
      expect(after.get(fee.id)?.bodyTr).toBe(fee.bodyTr);
      expect(after.get(founder.id)?.authorRoleTr).toBe('Anatolia Tekstil kurucusu');
      expect(after.get(owner.id)?.authorRoleTr).toBe('Sahibi, Ege Seramik (düzenlendi)');
      expect(await upgradeDefaultContent(db)).toEqual({ upgraded: 0 });
    } finally {
      await scratch.close();
    }
  });
});

describe('the seeded wording of payouts', () => {
  const formerWhen = {
    en: `Request a payout from your available balance whenever you like. Payouts are processed every business day and reach the Turkish bank account (IBAN) you verified within ${figures('en').payoutDays} business days after approval.`,
    tr: `Kullanılabilir bakiyenizden dilediğiniz zaman para çekebilirsiniz. Para çekme talepleri her iş günü işlenir ve onaydan sonra ${figures('tr').payoutDays} iş günü içinde doğruladığınız Türkiye’deki banka hesabınıza (IBAN) geçer.`,
  };

  it('holds in both payout modes: no answer asks the merchant to request a payout', async () => {
    const rows = await t.database.db.select().from(siteContent);
    const texts = rows.flatMap((row) => [row.bodyEn, row.bodyTr]);
    expect(texts.filter((text) => /request(s|ing)? (a )?payouts?/i.test(text))).toEqual([]);
    expect(texts.filter((text) => /para çek(in|ebilir|meden|mek)|talep ed/i.test(text))).toEqual([]);
  });

  it('is brought up to date in both languages where a row still holds the former default', async () => {
    const scratch = await createTestApp();
    try {
      await ensureDefaultContent(scratch.database.db);
      const db = scratch.database.db;
      const rows = await db.select().from(siteContent);
      const when = rows.find((row) => row.titleEn === 'When do I receive my money?');
      const who = rows.find((row) => row.titleEn === 'Who can use Köprü?');
      if (!when || !who) throw new Error('defaults missing');
      const current = { when: { ...when }, who: { ...who } };
      const former = await upgradeDefaultContent(db);
      expect(former).toEqual({ upgraded: 0 });
      // The texts as the revision before this one seeded them; the English one of "who" edited.
      await db
        .update(siteContent)
        .set({ bodyEn: formerWhen.en, bodyTr: formerWhen.tr })
        .where(eq(siteContent.id, when.id));
      await db
        .update(siteContent)
        .set({
          bodyEn: `${who.bodyEn.replace('receive your money.', 'request payouts.')} (edited)`,
          bodyTr: who.bodyTr.replace('paranızı almadan önce', 'para çekmeden önce'),
        })
        .where(eq(siteContent.id, who.id));

      expect(await upgradeDefaultContent(db)).toEqual({ upgraded: 2 });
      const after = new Map((await db.select().from(siteContent)).map((row) => [row.id, row]));
      expect(after.get(when.id)?.bodyEn).toBe(current.when.bodyEn);
      expect(after.get(when.id)?.bodyTr).toBe(current.when.bodyTr);
      expect(after.get(who.id)?.bodyTr).toBe(current.who.bodyTr);
      expect(after.get(who.id)?.bodyEn).toContain('request payouts. (edited)');
    } finally {
      await scratch.close();
    }
  });
});

describe('who may edit', () => {
  const routes: [string, string, unknown][] = [
    ['GET', '/api/admin/content', undefined],
    ['POST', '/api/admin/content', faqBody()],
    ['PUT', '/api/admin/content/cnt_x', faqBody()],
    ['PATCH', '/api/admin/content/cnt_x', { visible: false }],
    ['DELETE', '/api/admin/content/cnt_x', undefined],
    ['POST', '/api/admin/content/reorder', { kind: 'faq', ids: ['cnt_x'] }],
  ];

  it.each(routes)('%s %s needs a session (401)', async (method, url, payload) => {
    const response = await t.app.inject({
      method: method as 'GET',
      url,
      ...(payload ? { payload: payload as object } : {}),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthenticated');
  });

  it.each(routes)('%s %s is refused to an SME (403)', async (method, url, payload) => {
    const response = await t.app.inject({
      method: method as 'GET',
      url,
      headers: { cookie: sme.cookie },
      ...(payload ? { payload: payload as object } : {}),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('forbidden');
  });

  it('lets anyone read the public content without signing in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/public/content' });
    expect(response.statusCode).toBe(200);
    expect(response.json().locale).toBe('en');
  });

  it('refuses a language it does not have', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/public/content?locale=de' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
  });
});

describe('validation', () => {
  const long = (n: number) => 'x'.repeat(n);
  it.each([
    ['question.en', faqBody({ question: { en: '  ', tr: 'Soru' } }), 'validation.required'],
    ['answer.en', faqBody({ answer: { tr: 'Yanıt' } }), 'validation.required'],
    ['question.en', faqBody({ question: { en: long(201) } }), 'validation.tooLong'],
    ['question.tr', faqBody({ question: { en: 'Q?', tr: long(201) } }), 'validation.tooLong'],
    ['answer.tr', faqBody({ answer: { en: 'A', tr: long(2001) } }), 'validation.tooLong'],
    [
      'authorName',
      { kind: 'testimonial', quote: { en: 'Great' }, authorName: '', authorRole: { en: 'Owner' } },
      'validation.required',
    ],
    [
      'quote.tr',
      {
        kind: 'testimonial',
        quote: { en: 'Great', tr: long(601) },
        authorName: 'A',
        authorRole: { en: 'B' },
      },
      'validation.tooLong',
    ],
    [
      'linkUrl',
      { kind: 'announcement', message: { en: 'Hi' }, linkUrl: 'javascript:alert(1)' },
      'validation.linkUrl',
    ],
    [
      'linkLabel.en',
      { kind: 'announcement', message: { en: 'Hi' }, linkUrl: '/register', linkLabel: { tr: 'Kaydol' } },
      'validation.linkLabelRequired',
    ],
    [
      'endsAt',
      {
        kind: 'announcement',
        message: { en: 'Hi' },
        startsAt: '2026-06-02T00:00:00Z',
        endsAt: '2026-06-01T00:00:00Z',
      },
      'validation.endsBeforeStart',
    ],
  ])('refuses a bad %s', async (path, body, message) => {
    const response = await asAdmin('POST', '/api/admin/content', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
    expect(issuesOf(response)).toContainEqual({ path, message });
  });

  it('accepts texts at the length limit and an empty Turkish text', async () => {
    const response = await asAdmin(
      'POST',
      '/api/admin/content',
      faqBody({
        question: { en: long(200), tr: long(200) },
        answer: { en: long(2000), tr: '' },
        visible: false,
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      kind: 'faq',
      visible: false,
      answer: { en: long(2000), tr: '' },
    });
  });

  it('does not let an update change the kind of an entry', async () => {
    const created = (await asAdmin('POST', '/api/admin/content', faqBody({ visible: false }))).json();
    const response = await asAdmin('PUT', `/api/admin/content/${created.id}`, {
      kind: 'testimonial',
      quote: { en: 'Hi' },
      authorName: 'A',
      authorRole: { en: 'B' },
    });
    expect(response.statusCode).toBe(400);
    expect(issuesOf(response)).toContainEqual({ path: 'kind', message: 'validation.invalid' });
  });

  it('answers 404 for an unknown entry', async () => {
    expect((await asAdmin('PUT', '/api/admin/content/cnt_missing', faqBody())).statusCode).toBe(404);
    expect((await asAdmin('DELETE', '/api/admin/content/cnt_missing')).statusCode).toBe(404);
  });
});

describe('editing', () => {
  it('creates, edits, hides and deletes an FAQ entry, auditing each change with the admin', async () => {
    const created = await asAdmin('POST', '/api/admin/content', faqBody());
    expect(created.statusCode).toBe(201);
    const entry = created.json();
    expect((await publicContent('en')).faq.at(-1).question.text).toBe('Can I refund a payment?');

    const updated = await asAdmin(
      'PUT',
      `/api/admin/content/${entry.id}`,
      faqBody({ answer: { en: 'Yes, from the transactions page.', tr: 'Evet, işlemler sayfasından.' } }),
    );
    expect(updated.statusCode).toBe(200);
    const trFaq = (await publicContent('tr')).faq.at(-1);
    expect(trFaq.answer).toEqual({ text: 'Evet, işlemler sayfasından.', lang: 'tr' });
    expect(trFaq.question).toEqual({ text: 'Can I refund a payment?', lang: 'en' });

    const hidden = await asAdmin('PATCH', `/api/admin/content/${entry.id}`, { visible: false });
    expect(hidden.json().visible).toBe(false);
    const visibleIds = (await publicContent('en')).faq.map((item: { id: string }) => item.id);
    expect(visibleIds).not.toContain(entry.id);

    expect((await asAdmin('DELETE', `/api/admin/content/${entry.id}`)).statusCode).toBe(200);
    const all = (await asAdmin('GET', '/api/admin/content')).json().data;
    expect(all.map((item: { id: string }) => item.id)).not.toContain(entry.id);

    for (const action of ['content.created', 'content.updated', 'content.hidden', 'content.deleted']) {
      const rows = await auditFor(action, entry.id);
      expect(rows, action).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        actorUserId: admin.userId,
        actorEmail: admin.email,
        targetType: 'site_content',
      });
    }
    const [update] = await auditFor('content.updated', entry.id);
    expect(update?.details).toMatchObject({
      before: { answer: { tr: '' } },
      after: { answer: { tr: 'Evet, işlemler sayfasından.' } },
    });
  });

  it('reorders testimonials and refuses an order made from a stale list', async () => {
    const list = (await asAdmin('GET', '/api/admin/content')).json().data;
    const ids = list
      .filter((item: { kind: string }) => item.kind === 'testimonial')
      .map((i: { id: string }) => i.id);
    const reversed = [...ids].reverse();
    const response = await asAdmin('POST', '/api/admin/content/reorder', {
      kind: 'testimonial',
      ids: reversed,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((item: { id: string }) => item.id)).toEqual(reversed);
    expect((await publicContent('en')).testimonials.map((item: { id: string }) => item.id)).toEqual(reversed);
    const [audit] = await auditFor('content.reordered', null);
    expect(audit?.details).toMatchObject({ kind: 'testimonial', before: ids, after: reversed });

    const stale = await asAdmin('POST', '/api/admin/content/reorder', {
      kind: 'testimonial',
      ids: ids.slice(1),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('conflict');
  });

  it('shows an announcement only while it is visible and inside its window', async () => {
    const body = {
      kind: 'announcement',
      message: { en: 'EUR payouts are here', tr: 'Euro ile ödeme alma başladı' },
      linkUrl: '/register',
      linkLabel: { en: 'Sign up', tr: '' },
      startsAt: '2026-06-01T00:00:00Z',
      endsAt: '2026-06-30T00:00:00Z',
    };
    const created = (await asAdmin('POST', '/api/admin/content', body)).json();
    expect((await publicContent('tr')).announcement).toEqual({
      id: created.id,
      message: { text: 'Euro ile ödeme alma başladı', lang: 'tr' },
      link: { url: '/register', label: { text: 'Sign up', lang: 'en' } },
    });
    now = new Date('2026-07-01T00:00:00Z');
    expect((await publicContent('en')).announcement).toBeNull();
    now = new Date('2026-06-01T12:00:00Z');
    await asAdmin('PATCH', `/api/admin/content/${created.id}`, { visible: false });
    expect((await publicContent('en')).announcement).toBeNull();
  });

  it('stops adding entries of a kind at the limit', async () => {
    const current = (await asAdmin('GET', '/api/admin/content')).json().data;
    const announcements = current.filter((item: { kind: string }) => item.kind === 'announcement').length;
    for (let i = announcements; i < 50; i += 1) {
      const response = await asAdmin('POST', '/api/admin/content', {
        kind: 'announcement',
        message: { en: `Note ${i}` },
        visible: false,
      });
      expect(response.statusCode).toBe(201);
    }
    const refused = await asAdmin('POST', '/api/admin/content', {
      kind: 'announcement',
      message: { en: 'One more' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('content_limit_reached');
  });
});

describe('the answer on when the money arrives', () => {
  const whenOf = (
    content: { faq: { question: { text: string }; answer: { text: string } }[] },
    question: string,
  ) => content.faq.find((item) => item.question.text === question)?.answer.text;

  it('says the configured terms in each language: release, iyzico’s schedule, reserve and withholding', async () => {
    const marketplace = await createTestApp({
      env: {
        PAYMENT_PROVIDER: 'iyzico',
        IYZICO_API_KEY: 'key',
        IYZICO_SECRET_KEY: 'secret',
        IYZICO_BASE_URL: 'http://127.0.0.1:9',
        SETTLEMENT_DELAY_DAYS: '5',
        RESERVE_PERCENT: '7.5',
        RESERVE_DAYS: '90',
        WITHHOLDING_TAX_PERCENT: '1',
      },
    });
    try {
      await ensureDefaultContent(marketplace.database.db);
      const read = async (locale: 'en' | 'tr') =>
        (await marketplace.app.inject({ method: 'GET', url: `/api/public/content?locale=${locale}` })).json();
      const en = whenOf(await read('en'), 'When do I receive my money?');
      const tr = whenOf(await read('tr'), 'Param ne zaman hesabıma geçer?');
      expect(en).toBe(
        'We release each payment, less our fee, to iyzico 5 days after it succeeds; iyzico then pays it to your bank account on its own schedule, from the day it names for that payment. 7.5% of it is kept as a reserve for 90 days after the payment in case of a dispute, then released too. As the law requires, 1% of each payment is kept as withholding tax and paid to the tax office. Your dashboard shows, for each payment, when its share and its reserve are released.',
      );
      expect(tr).toContain('başarılı olmasından 5 gün sonra iyzico’ya onaylarız');
      expect(tr).toContain('%7,5 kısmı ödemeden sonra 90 gün boyunca teminat');
      expect(tr).toContain('%1 kadarı stopaj olarak kesilir');
      expect(tr).not.toContain('{{');
    } finally {
      await marketplace.close();
    }
  });

  it('says nothing of a reserve or a withholding the configuration does not hold (the sandbox)', async () => {
    const en = whenOf(await publicContent('en'), 'When do I receive my money?');
    expect(en).toBe(
      `Each payment, less our fee, becomes available as soon as it succeeds; you then withdraw it to your bank account, where it arrives ${figures('en').payoutDays} business days after we approve the payout. Your dashboard shows, for each payment, when its share and its reserve are released.`,
    );
  });
});
