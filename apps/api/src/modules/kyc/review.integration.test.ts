import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, registerMerchant, type SignedIn } from '../../../test/factories.ts';
import { fixtures, kycFields, kycForm, submitKyc } from '../../../test/kyc-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLogs } from '../../db/schema/audit-logs.ts';
import { emails } from '../../db/schema/emails.ts';
import { events } from '../../db/schema/events.ts';
import { merchants } from '../../db/schema/merchants.ts';

let t: TestApp;
let admin: SignedIn;
let tick = 0;
// Every reading is one minute later, so submissions have distinct, ordered times.
const clock = { now: () => new Date(Date.UTC(2026, 0, 5, 9) + tick++ * 60_000) };

beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await createAdmin(t.app, t.database.db);
});
afterAll(async () => {
  await t.close();
});

async function pendingSubmission(overrides: Record<string, unknown> = {}) {
  const sme = await registerMerchant(t.app, overrides);
  const response = await submitKyc(t.app, sme.cookie, kycForm(kycFields(), [fixtures.pdf, fixtures.png]));
  expect(response.statusCode).toBe(201);
  return { sme, submission: response.json().submission as { id: string; documents: { id: string }[] } };
}

function decide(id: string, action: 'approve' | 'reject', body?: object, cookie = admin.cookie) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/kyc/submissions/${id}/${action}`,
    headers: { cookie },
    ...(body ? { payload: body } : {}),
  });
}

async function pendingList(query = '') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/kyc/submissions${query}`,
    headers: { cookie: admin.cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    data: { id: string; merchant: { companyName: string; email: string } }[];
    has_more: boolean;
  };
}

async function recordsOf(submissionId: string, merchantId: string | null, email: string) {
  const db = t.database.db;
  return {
    audit: await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, submissionId), eq(auditLogs.actorUserId, admin.userId))),
    events: await db
      .select()
      .from(events)
      .where(eq(events.merchantId, merchantId ?? '')),
    emails: (await db.select().from(emails).where(eq(emails.toAddress, email))).filter((e) =>
      e.template.startsWith('kyc'),
    ),
  };
}

describe('KYC review queue', () => {
  it('lists pending submissions oldest first with the merchant and full bank details', async () => {
    const first = await pendingSubmission({ companyName: 'Birinci Tekstil' });
    const second = await pendingSubmission({ companyName: 'İkinci Seramik' });
    const { data } = await pendingList();
    const ids = data.map((s) => s.id);
    expect(ids.indexOf(first.submission.id)).toBeLessThan(ids.indexOf(second.submission.id));
    expect(data.find((s) => s.id === first.submission.id)).toMatchObject({
      status: 'pending',
      merchant: { companyName: 'Birinci Tekstil', email: first.sme.email },
      iban: 'TR330006100519786457841326',
      accountNumber: '12345678',
      bankName: 'Ziraat Bankası',
      documents: [{ fileName: 'tax-certificate.pdf' }, { fileName: 'id-card.png' }],
      reviewer: null,
    });

    const page = await pendingList('?limit=1');
    expect(page.data).toHaveLength(1);
    expect(page.has_more).toBe(true);
    const next = await pendingList(`?limit=1&starting_after=${page.data[0]?.id}`);
    expect(next.data[0]?.id).not.toBe(page.data[0]?.id);
  });

  it('keeps the queue and decisions to admins', async () => {
    const { sme, submission } = await pendingSubmission();
    const asSme = await t.app.inject({
      method: 'GET',
      url: '/api/admin/kyc/submissions',
      headers: { cookie: sme.cookie },
    });
    expect(asSme.statusCode).toBe(403);
    expect((await decide(submission.id, 'approve', undefined, sme.cookie)).statusCode).toBe(403);
    const document = await t.app.inject({
      method: 'GET',
      url: `/api/admin/kyc/documents/${submission.documents[0]?.id}`,
      headers: { cookie: sme.cookie },
    });
    expect(document.statusCode).toBe(403);
  });

  it('shows a document inline to the admin with its detected type and locked-down headers', async () => {
    const { submission } = await pendingSubmission();
    const [pdfId, pngId] = submission.documents.map((d) => d.id);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/admin/kyc/documents/${pdfId}`,
      headers: { cookie: admin.cookie },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `inline; filename="tax-certificate.pdf"; filename*=UTF-8''tax-certificate.pdf`,
    );
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(pdf.headers['content-security-policy']).toContain("default-src 'none'");
    expect(pdf.rawPayload.equals(fixtures.pdf.bytes)).toBe(true);

    const png = await t.app.inject({
      method: 'GET',
      url: `/api/admin/kyc/documents/${pngId}`,
      headers: { cookie: admin.cookie },
    });
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-security-policy']).toMatch(/sandbox$/);

    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/admin/kyc/documents/doc_nope',
      headers: { cookie: admin.cookie },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('KYC decisions', () => {
  it('approves: the merchant is verified, told by e-mail in its language, and the decision is on record', async () => {
    const { sme, submission } = await pendingSubmission({ locale: 'tr', companyName: 'Anadolu Bakır' });
    const response = await decide(submission.id, 'approve');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'approved',
      reviewer: { id: admin.userId, email: admin.email },
      rejectionReason: null,
    });
    const [merchant] = await t.database.db
      .select()
      .from(merchants)
      .where(eq(merchants.id, sme.merchantId ?? ''));
    expect(merchant).toMatchObject({ verificationStatus: 'verified', kycStatus: 'approved' });
    expect(merchant?.verifiedAt).toBeInstanceOf(Date);
    expect((await pendingList()).data.map((s) => s.id)).not.toContain(submission.id);

    const overview = await t.app.inject({ method: 'GET', url: '/api/kyc', headers: { cookie: sme.cookie } });
    expect(overview.json()).toMatchObject({ verificationStatus: 'verified', kycStatus: 'approved' });

    const records = await recordsOf(submission.id, sme.merchantId, sme.email);
    expect(records.audit).toHaveLength(1);
    expect(records.audit[0]).toMatchObject({
      action: 'kyc.approved',
      actorEmail: admin.email,
      targetType: 'kyc_submission',
      merchantId: sme.merchantId,
      details: { reason: null, decidedAt: expect.any(String) },
    });
    expect(records.events.map((e) => [e.type, e.data.id, e.data.status])).toEqual([
      ['kyc.approved', submission.id, 'approved'],
    ]);
    expect(JSON.stringify(records.events[0]?.data)).not.toContain('TR33');
    expect(records.emails).toHaveLength(1);
    expect(records.emails[0]).toMatchObject({
      template: 'kycApproved',
      locale: 'tr',
      subject: 'İşletmeniz Köprü’de doğrulandı',
    });
    expect(records.emails[0]?.textBody).toContain('Anadolu Bakır');
    expect(records.emails[0]?.textBody).toContain('bakiyenizi banka hesabınıza çekebilirsiniz');
  });

  it('tells the merchant in marketplace mode that iyzico pays it, with no payout to request', async () => {
    const marketplace = await createTestApp({
      clock,
      env: {
        PAYMENT_PROVIDER: 'iyzico',
        IYZICO_API_KEY: 'key',
        IYZICO_SECRET_KEY: 'secret',
        IYZICO_BASE_URL: 'http://127.0.0.1:9',
      },
    });
    try {
      const reviewer = await createAdmin(marketplace.app, marketplace.database.db);
      for (const locale of ['en', 'tr'] as const) {
        const sme = await registerMerchant(marketplace.app, { locale });
        const submitted = await submitKyc(
          marketplace.app,
          sme.cookie,
          kycForm(kycFields(), [fixtures.pdf, fixtures.png]),
        );
        expect(submitted.statusCode).toBe(201);
        const approved = await marketplace.app.inject({
          method: 'POST',
          url: `/api/admin/kyc/submissions/${submitted.json().submission.id}/approve`,
          headers: { cookie: reviewer.cookie },
        });
        expect(approved.statusCode).toBe(200);
        const [mail] = await marketplace.database.db
          .select()
          .from(emails)
          .where(and(eq(emails.toAddress, sme.email), eq(emails.template, 'kycApproved')));
        expect(mail?.textBody).toContain(
          locale === 'en'
            ? 'iyzico, our card processor, pays your share of each payment to your bank account'
            : 'iyzico her satıştan size düşen tutarı banka hesabınıza yatırır',
        );
        expect(mail?.textBody).not.toMatch(locale === 'en' ? /request payouts/ : /çekebilirsiniz/);
      }
    } finally {
      await marketplace.close();
    }
  });

  it('requires a reason to reject, within the length limit', async () => {
    const { submission } = await pendingSubmission();
    for (const [body, message] of [
      [{}, 'validation.required'],
      [{ reason: '   ' }, 'validation.required'],
      [{ reason: 'x'.repeat(501) }, 'validation.tooLong'],
    ] as const) {
      const response = await decide(submission.id, 'reject', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details.issues).toContainEqual({ path: 'reason', message });
    }
  });

  it('rejects with the reason: e-mailed, shown to the merchant, who can send again pre-filled', async () => {
    const { sme, submission } = await pendingSubmission();
    const reason = 'Insufficient documentation';
    const response = await decide(submission.id, 'reject', { reason });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'rejected', rejectionReason: reason });

    const records = await recordsOf(submission.id, sme.merchantId, sme.email);
    expect(records.audit[0]).toMatchObject({ action: 'kyc.rejected', details: { reason } });
    expect(records.events.map((e) => [e.type, e.data.rejectionReason])).toEqual([['kyc.rejected', reason]]);
    expect(records.emails[0]).toMatchObject({ template: 'kycRejected', locale: 'en' });
    expect(records.emails[0]?.textBody).toContain(`Reason: ${reason}`);

    const overview = (
      await t.app.inject({ method: 'GET', url: '/api/kyc', headers: { cookie: sme.cookie } })
    ).json();
    expect(overview).toMatchObject({ verificationStatus: 'unverified', kycStatus: 'rejected' });
    expect(overview.submission).toMatchObject({
      status: 'rejected',
      rejectionReason: reason,
      resubmit: { accountNumber: '12345678', iban: 'TR330006100519786457841326' },
    });

    const again = await submitKyc(t.app, sme.cookie, kycForm(kycFields({ bankName: 'Garanti BBVA' })));
    expect(again.statusCode).toBe(201);
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/admin/merchants/${sme.merchantId}/kyc`,
      headers: { cookie: admin.cookie },
    });
    expect(history.statusCode).toBe(200);
    expect(history.json().merchant).toMatchObject({
      id: sme.merchantId,
      kycStatus: 'pending',
      verificationStatus: 'unverified',
    });
    expect(
      history.json().submissions.map((s: { status: string; bankName: string }) => [s.status, s.bankName]),
    ).toEqual([
      ['pending', 'Garanti BBVA'],
      ['rejected', 'Ziraat Bankası'],
    ]);
  });

  it('lets one of two admins deciding at once win; the other gets 409 already_reviewed', async () => {
    const other = await createAdmin(t.app, t.database.db);
    const { sme, submission } = await pendingSubmission();
    const responses = await Promise.all([
      decide(submission.id, 'approve'),
      decide(submission.id, 'reject', { reason: 'Insufficient documentation' }, other.cookie),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = responses.find((r) => r.statusCode === 409);
    expect(loser?.json().error.code).toBe('already_reviewed');

    const db = t.database.db;
    const audit = await db.select().from(auditLogs).where(eq(auditLogs.targetId, submission.id));
    expect(audit.filter((a) => a.action !== 'kyc.submitted')).toHaveLength(1);
    expect(
      await db
        .select()
        .from(events)
        .where(eq(events.merchantId, sme.merchantId ?? '')),
    ).toHaveLength(1);
    const mails = (await db.select().from(emails).where(eq(emails.toAddress, sme.email))).filter((e) =>
      e.template.startsWith('kyc'),
    );
    expect(mails).toHaveLength(1);
  });

  it('answers 409 to a decision on a decided submission and 404 to an unknown one', async () => {
    const { submission } = await pendingSubmission();
    expect((await decide(submission.id, 'approve')).statusCode).toBe(200);
    const again = await decide(submission.id, 'reject', { reason: 'Too late' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('already_reviewed');
    expect((await decide('kyc_unknown', 'approve')).statusCode).toBe(404);
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/admin/merchants/mer_unknown/kyc',
      headers: { cookie: admin.cookie },
    });
    expect(history.statusCode).toBe(404);
  });

  it('lists decided submissions newest first', async () => {
    const { submission } = await pendingSubmission();
    await decide(submission.id, 'reject', { reason: 'Unreadable documents' });
    const { data } = await pendingList('?status=rejected');
    expect(data[0]).toMatchObject({
      id: submission.id,
      status: 'rejected',
      rejectionReason: 'Unreadable documents',
    });
  });
});
