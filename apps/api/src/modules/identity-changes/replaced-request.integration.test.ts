import { catalogs } from '@kopru/i18n/catalog';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createVerifiedMerchant,
  latestEmailTo,
  type SignedIn,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLogs } from '../../db/schema/audit-logs.ts';
import { identityChanges } from '../../db/schema/identity-changes.ts';
import { merchants } from '../../db/schema/merchants.ts';

/**
 * Reviewed means frozen (issue 42, item 1): the admin's decision takes effect only on the identity
 * change it reviewed; the merchant's next change is a new request, and the one reviewed is refused.
 */
let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.database.db);
});

afterAll(async () => {
  await t.close();
});

const verified = { companyName: 'Kapadokya Halı A.Ş.', taxId: '1234567890', authPersonName: 'Zeynep Kaya' };
const reviewedValues = { ...verified, companyName: 'Kapadokya Halıcılık A.Ş.' };
const swapped = { companyName: 'PayPal Inc.', taxId: '9876543210', authPersonName: 'Someone Else' };

const putProfile = (cookie: string, payload: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url: '/api/merchant/profile', headers: { cookie }, payload });
const pendingOf = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/merchant/identity-change', headers: { cookie } })).json()
    .pending;
const decide = (id: string, action: 'approve' | 'reject') =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/identity-changes/${id}/${action}`,
    headers: { cookie: admin.cookie },
    ...(action === 'reject' ? { payload: { reason: 'Tax certificate does not match' } } : {}),
  });
const queueOf = async (merchantId: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/admin/identity-changes',
      headers: { cookie: admin.cookie },
    })
  )
    .json()
    .data.filter((change: { merchantId: string }) => change.merchantId === merchantId);
const identityOf = async (merchantId: string) => {
  const [row] = await t.database.db.select().from(merchants).where(eq(merchants.id, merchantId));
  return { companyName: row?.companyName, taxId: row?.taxId, authPersonName: row?.authPersonName };
};
const rowsOf = (merchantId: string) =>
  t.database.db.select().from(identityChanges).where(eq(identityChanges.merchantId, merchantId));

describe('an identity change an admin reviewed', () => {
  it('is replaced by the next change, never changed: the approval of the reviewed id is refused and changes nothing; the new id is approved', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const merchantId = sme.merchantId ?? '';
    await putProfile(sme.cookie, reviewedValues);
    // The admin loads the queue and checks the new company name.
    const [reviewed] = await queueOf(merchantId);
    expect(reviewed).toMatchObject({ requested: reviewedValues, replaces: null });

    // Meanwhile the merchant asks for other details.
    expect((await putProfile(sme.cookie, swapped)).statusCode).toBe(200);
    const second = await pendingOf(sme.cookie);
    expect(second.id).not.toBe(reviewed.id);
    expect(second).toMatchObject({
      requested: swapped,
      replaces: { id: reviewed.id, requested: reviewedValues },
    });

    // The admin approves what it checked: refused, nothing changes.
    const refused = await decide(reviewed.id, 'approve');
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'change_request_replaced',
      details: { replacedBy: second.id },
    });
    expect((await decide(reviewed.id, 'reject')).json().error.code).toBe('change_request_replaced');
    expect(await identityOf(merchantId)).toEqual(verified);
    const rows = await rowsOf(merchantId);
    expect(rows.find((row) => row.id === reviewed.id)).toMatchObject({
      status: 'replaced',
      ...reviewedValues,
      decidedBy: sme.userId,
    });
    expect(rows.find((row) => row.id === second.id)).toMatchObject({
      status: 'pending',
      replaces: reviewed.id,
    });
    const decisions = await t.database.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.merchantId, merchantId), eq(auditLogs.action, 'merchant.identity_change_approved')),
      );
    expect(decisions).toEqual([]);

    // The queue shows the new request beside the one it replaced; that one is approved.
    expect(await queueOf(merchantId)).toMatchObject([
      {
        id: second.id,
        requested: swapped,
        current: verified,
        replaces: { id: reviewed.id, requested: reviewedValues },
      },
    ]);
    const approved = await decide(second.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', replaces: { id: reviewed.id } });
    expect(await identityOf(merchantId)).toEqual(swapped);
  });

  it.each(['en', 'tr'] as const)(
    'tells the owners in their language (%s) what the new change asks and that the earlier one was withdrawn',
    async (locale) => {
      const sme = await createVerifiedMerchant(t.app, t.database.db, { locale });
      const words = catalogs[locale].email.identityChangeRequested;
      const [withdrawnWords = ''] = words.replaced.split('{{previous}}');
      await putProfile(sme.cookie, reviewedValues);
      const first = await latestEmailTo(t.database.db, sme.email, 'identityChangeRequested');
      expect(first?.textBody).not.toContain(withdrawnWords);
      await putProfile(sme.cookie, swapped);
      const mail = await latestEmailTo(t.database.db, sme.email, 'identityChangeRequested');
      expect(mail?.locale).toBe(locale);
      expect(mail?.subject).toBe(words.subjectReplaced);
      expect(mail?.textBody).toContain('PayPal Inc.');
      expect(mail?.textBody).toContain(withdrawnWords);
      expect(mail?.textBody).toContain(
        words.previous
          .replace('{{companyName}}', reviewedValues.companyName)
          .replace('{{taxId}}', reviewedValues.taxId)
          .replace('{{authPersonName}}', reviewedValues.authPersonName),
      );
    },
  );

  it('approved and replaced at the same moment: either the reviewed change takes effect and the new one waits, or the approval is refused; never the unreviewed details', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const merchantId = sme.merchantId ?? '';
    await putProfile(sme.cookie, reviewedValues);
    const reviewed = await pendingOf(sme.cookie);
    const [approval, replacement] = await Promise.all([
      decide(reviewed.id, 'approve'),
      putProfile(sme.cookie, swapped),
    ]);
    expect(replacement.statusCode, replacement.body).toBe(200);
    const second = (await rowsOf(merchantId)).find((row) => row.id !== reviewed.id);
    if (approval.statusCode === 200) {
      expect(await identityOf(merchantId)).toEqual(reviewedValues);
      expect(second).toMatchObject({ status: 'pending', replaces: null, ...swapped });
    } else {
      expect(approval.json().error.code).toBe('change_request_replaced');
      expect(await identityOf(merchantId)).toEqual(verified);
      expect(second).toMatchObject({ status: 'pending', replaces: reviewed.id, ...swapped });
    }
  });
});
