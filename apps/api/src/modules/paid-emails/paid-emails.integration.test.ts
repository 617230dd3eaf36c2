import { computeFee } from '@kopru/domain/fees';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedMerchant, fundMerchant } from '../../../test/factories.ts';
import { addMember } from '../../../test/team-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { emails } from '../../db/schema/emails.ts';
import { storeBulletin } from '../exchange-rates/repository.ts';
import { emailDailySummaries, emailEachPayment } from './worker.ts';

// 26 Nov 2026, 10:00 in Istanbul; tests move it forward.
let now = new Date('2026-11-26T07:00:00Z');
const clock = { now: () => now };
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
  // A TCMB rate for USD: the e-mails show the lira at it.
  await storeBulletin(t.database.db, { date: '2026-11-25', rates: { USD: '42.441500' }, missing: [] }, now);
});
afterAll(async () => {
  await t.close();
});

async function emailsOf(to: string, template: string) {
  return t.database.db
    .select()
    .from(emails)
    .where(and(eq(emails.toAddress, to), eq(emails.template, template)));
}

function setPaidEmails(cookie: string, paidEmails: string) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/merchant/notification-settings',
    headers: { cookie },
    payload: { paidEmails },
  });
}

describe('"you got paid" e-mails', () => {
  it('go once per payment by default, in the merchant’s language, with the lira at the TCMB rate, however many workers run', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db, { locale: 'tr' });
    await fundMerchant(t.app, sme.cookie, { amount: 100_000 });
    await fundMerchant(t.app, sme.cookie, { amount: 20_000 });
    await Promise.all([emailEachPayment(t.app.ctx), emailEachPayment(t.app.ctx)]);
    await emailEachPayment(t.app.ctx);
    const sent = await emailsOf(sme.email, 'paymentReceived');
    expect(sent).toHaveLength(2);
    const big = sent.find((row) => row.subject.includes('1.000,00'));
    expect(big?.subject).toBe('Ödeme aldınız: $1.000,00');
    expect(big?.locale).toBe('tr');
    expect(big?.textBody).toContain(
      `Size kalan: $${(computeFee(100_000).net / 100).toFixed(2).replace('.', ',')}`,
    );
    // 1,000 USD x 42.4415 = 42,441.50 TRY
    expect(big?.textBody).toContain('₺42.441,50');
  });

  it('are not sent when the merchant turned them off', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    expect((await setPaidEmails(sme.cookie, 'off')).statusCode).toBe(200);
    await fundMerchant(t.app, sme.cookie, { amount: 10_000 });
    await emailEachPayment(t.app.ctx);
    expect(await emailsOf(sme.email, 'paymentReceived')).toHaveLength(0);
  });

  it('come as one summary of the previous Istanbul day, once however many worker passes run', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    expect((await setPaidEmails(sme.cookie, 'daily')).statusCode).toBe(200);
    now = new Date('2026-11-26T20:00:00Z'); // 23:00 in Istanbul, 26 Nov
    await fundMerchant(t.app, sme.cookie, { amount: 10_000 });
    await fundMerchant(t.app, sme.cookie, { amount: 30_000 });
    await emailEachPayment(t.app.ctx);
    expect(await emailsOf(sme.email, 'paymentReceived')).toHaveLength(0);
    // 26 Nov has not ended in Istanbul: its summary is not due yet.
    await emailDailySummaries(t.app.ctx);
    expect(await emailsOf(sme.email, 'paymentsDailySummary')).toHaveLength(0);
    now = new Date('2026-11-26T21:30:00Z'); // 00:30 on 27 Nov in Istanbul
    // A newer bulletin does not change the 26th's lira: the summary takes the rate of its own day.
    await storeBulletin(t.database.db, { date: '2026-11-27', rates: { USD: '50.000000' }, missing: [] }, now);
    await Promise.all([emailDailySummaries(t.app.ctx), emailDailySummaries(t.app.ctx)]);
    await emailDailySummaries(t.app.ctx);
    const sent = await emailsOf(sme.email, 'paymentsDailySummary');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe('Your payments on Nov 26, 2026: 2');
    expect(sent[0]?.textBody).toContain('$400.00 in 2 payments');
    expect(sent[0]?.textBody).toMatch(/about TRY\s16,976\.60/);
  });

  it('are a setting the owner changes and a viewer only reads', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const get = (cookie: string) =>
      t.app.inject({ method: 'GET', url: '/api/merchant/notification-settings', headers: { cookie } });
    expect((await get(sme.cookie)).json()).toEqual({ paidEmails: 'each' });
    expect((await setPaidEmails(sme.cookie, 'weekly')).statusCode).toBe(400);
    expect((await setPaidEmails(sme.cookie, 'daily')).json()).toEqual({ paidEmails: 'daily' });
    expect((await get(sme.cookie)).json()).toEqual({ paidEmails: 'daily' });
    if (!sme.merchantId) throw new Error('no merchant');
    const viewer = await addMember(t.app, t.database.db, sme.merchantId, 'viewer');
    expect((await get(viewer.cookie)).json()).toEqual({ paidEmails: 'daily' });
    expect((await setPaidEmails(viewer.cookie, 'off')).statusCode).toBe(403);
  });
});
