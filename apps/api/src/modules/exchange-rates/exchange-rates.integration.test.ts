import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAdmin, createVerifiedMerchant } from '../../../test/factories.ts';
import { testClock } from '../../../test/payment-helpers.ts';
import { bulletinOf, startTcmbServer, storedBulletin } from '../../../test/tcmb-server.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLogs } from '../../db/schema/audit-logs.ts';
import { exchangeRates } from '../../db/schema/exchange-rates.ts';
import { rateFetches } from '../../db/schema/rate-fetches.ts';
import { fetchDailyRates } from './fetch-worker.ts';

const MINUTE = 60_000;
// Wednesday 25 November 2026, 16:00 in Istanbul: the stored bulletin's day, after publication.
const wednesday = new Date('2026-11-25T13:00:00Z');

let t: TestApp;
let tcmb: Awaited<ReturnType<typeof startTcmbServer>>;
const clock = testClock(wednesday);

beforeAll(async () => {
  tcmb = await startTcmbServer();
  t = await createTestApp({ clock, env: { TCMB_RATES_URL: tcmb.url, TCMB_RATES_RETRY_MINUTES: '30' } });
});
afterAll(async () => {
  await t.close();
  await tcmb.close();
});

async function rates(cookie: string) {
  return t.app.inject({ method: 'GET', url: '/api/admin/exchange-rates', headers: { cookie } });
}

function enter(cookie: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/exchange-rates',
    headers: { cookie },
    payload: body,
  });
}

const fetchNow = () => fetchDailyRates(t.app.ctx, t.app.ctx.rateFeed);

describe('the rates worker', () => {
  beforeEach(async () => {
    await t.database.db.delete(exchangeRates);
    await t.database.db.delete(rateFetches);
  });

  it("stores the day's bulletin once, whatever the number of workers and passes", async () => {
    clock.set(wednesday);
    tcmb.answer(200, storedBulletin);
    const before = tcmb.requests;
    const outcomes = await Promise.all([fetchNow(), fetchNow(), fetchNow()]);
    expect(outcomes.filter((o) => o === 'fetched')).toHaveLength(1);
    expect(outcomes.filter((o) => o === null)).toHaveLength(2);
    clock.advance(3 * 60 * MINUTE);
    expect(await fetchNow()).toBeNull();
    expect(tcmb.requests - before).toBe(1);
    const stored = await t.database.db.select().from(exchangeRates);
    expect(stored.map((r) => [r.currency, r.rate, r.rateDate, r.source]).sort()).toEqual([
      ['EUR', '49.052300', '2026-11-25', 'tcmb'],
      ['GBP', '55.891600', '2026-11-25', 'tcmb'],
      ['USD', '42.441500', '2026-11-25', 'tcmb'],
    ]);
  });

  it('does not fetch on a weekend in Istanbul', async () => {
    clock.set(new Date('2026-11-27T21:30:00Z')); // Saturday 00:30 in Istanbul
    const before = tcmb.requests;
    expect(await fetchNow()).toBeNull();
    expect(tcmb.requests).toBe(before);
  });

  it('keeps the last rate with its date on a holiday (no file), and tries again after the retry time', async () => {
    const admin = await createAdmin(t.app, t.database.db);
    clock.set(wednesday);
    tcmb.answer(200, storedBulletin);
    expect(await fetchNow()).toBe('fetched');
    clock.set(new Date('2026-11-26T13:00:00Z')); // Thursday, a holiday: no file
    tcmb.answer(404, 'Not Found');
    expect(await fetchNow()).toBe('not_published');
    const shown = (await rates(admin.cookie)).json();
    expect(shown.data.find((r: { currency: string }) => r.currency === 'USD')).toMatchObject({
      rate: '42.441500',
      date: '2026-11-25',
      source: 'tcmb',
    });
    expect(shown.lastFetch).toMatchObject({
      day: '2026-11-26',
      outcome: 'not_published',
      bulletinDate: null,
    });
    clock.advance(10 * MINUTE);
    expect(await fetchNow()).toBeNull();
    clock.advance(21 * MINUTE);
    tcmb.answer(200, bulletinOf('2026-11-26'));
    expect(await fetchNow()).toBe('fetched');
    expect((await rates(admin.cookie)).json().data[0]).toMatchObject({ date: '2026-11-26' });
  });

  it("stores an earlier day's file under its own date and says the day's bulletin is not published yet", async () => {
    clock.set(new Date('2026-11-26T07:00:00Z')); // Thursday 10:00, before publication
    tcmb.answer(200, storedBulletin); // still Wednesday's
    expect(await fetchNow()).toBe('not_published');
    const [fetch] = await t.database.db.select().from(rateFetches);
    expect(fetch).toMatchObject({ day: '2026-11-26', outcome: 'not_published', bulletinDate: '2026-11-25' });
    expect(await t.database.db.select().from(exchangeRates)).toHaveLength(3);
  });

  it('records a malformed file and an unreachable feed without changing any rate', async () => {
    clock.set(wednesday);
    tcmb.answer(200, '<html>Bakım</html>');
    expect(await fetchNow()).toBe('malformed');
    clock.advance(31 * MINUTE);
    tcmb.answer(502, 'Bad gateway');
    expect(await fetchNow()).toBe('feed_unavailable');
    expect(await t.database.db.select().from(exchangeRates)).toEqual([]);
    const [fetch] = await t.database.db.select().from(rateFetches);
    expect(fetch).toMatchObject({ outcome: 'feed_unavailable', attempts: 2 });
  });

  it('stores the currencies a bulletin gives and names the missing one', async () => {
    clock.set(wednesday);
    tcmb.answer(200, storedBulletin.replace(/<Currency CrossOrder="10" Kod="GBP"[\s\S]*?<\/Currency>/, ''));
    expect(await fetchNow()).toBe('fetched');
    const [fetch] = await t.database.db.select().from(rateFetches);
    expect(fetch?.missing).toEqual(['GBP']);
    const stored = await t.database.db.select().from(exchangeRates);
    expect(stored.map((r) => r.currency).sort()).toEqual(['EUR', 'USD']);
  });
});

describe('manual rates', () => {
  beforeEach(async () => {
    await t.database.db.delete(exchangeRates);
    await t.database.db.delete(rateFetches);
  });

  it("lets an admin enter today's rate, which is used until a newer one and is audited", async () => {
    const admin = await createAdmin(t.app, t.database.db);
    clock.set(wednesday);
    tcmb.answer(200, storedBulletin);
    await fetchNow();
    clock.set(new Date('2026-11-26T09:00:00Z')); // Thursday: the feed cannot be reached
    const entered = await enter(admin.cookie, { currency: 'USD', rate: '42.5' });
    expect(entered.statusCode).toBe(201);
    expect(entered.json()).toMatchObject({
      currency: 'USD',
      rate: '42.500000',
      date: '2026-11-26',
      source: 'manual',
      enteredBy: admin.email,
    });
    const again = await enter(admin.cookie, { currency: 'USD', rate: '42.6' });
    expect(again.statusCode).toBe(201);
    const shown = (await rates(admin.cookie)).json().data;
    expect(shown.find((r: { currency: string }) => r.currency === 'USD')).toMatchObject({
      rate: '42.600000',
      source: 'manual',
    });
    expect(shown.find((r: { currency: string }) => r.currency === 'EUR')).toMatchObject({ source: 'tcmb' });
    const audits = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'exchange_rate.entered'), eq(auditLogs.actorUserId, admin.userId)));
    expect(audits.map((a) => a.details).reverse()).toEqual(
      expect.arrayContaining([
        {
          currency: 'USD',
          rate: '42.500000',
          date: '2026-11-26',
          previousRate: '42.441500',
          previousSource: 'tcmb',
        },
        {
          currency: 'USD',
          rate: '42.600000',
          date: '2026-11-26',
          previousRate: '42.500000',
          previousSource: 'manual',
        },
      ]),
    );

    // The same day's TCMB bulletin, once it is read, wins over the manual stand-in.
    clock.set(new Date('2026-11-26T13:00:00Z'));
    tcmb.answer(200, bulletinOf('2026-11-26'));
    expect(await fetchNow()).toBe('fetched');
    expect(
      (await rates(admin.cookie)).json().data.find((r: { currency: string }) => r.currency === 'USD'),
    ).toMatchObject({ source: 'tcmb', date: '2026-11-26', rate: '42.441500' });
  });

  it.each([
    { currency: 'USD', rate: '0' },
    { currency: 'USD', rate: '-1' },
    { currency: 'USD', rate: '42,5' },
    { currency: 'USD', rate: '1.1234567' },
    { currency: 'USD', rate: '2000000' },
    { currency: 'TRY', rate: '1' },
    { currency: 'USD' },
  ])('refuses %o and stores nothing', async (body) => {
    const admin = await createAdmin(t.app, t.database.db);
    const response = await enter(admin.cookie, body);
    expect(response.statusCode).toBe(400);
    expect(await t.database.db.select().from(exchangeRates)).toEqual([]);
  });

  it('is for admins only', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    expect((await rates(sme.cookie)).statusCode).toBe(403);
    expect((await enter(sme.cookie, { currency: 'USD', rate: '40' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/exchange-rates' })).statusCode).toBe(401);
    expect(await t.database.db.select().from(exchangeRates)).toEqual([]);
  });
});
