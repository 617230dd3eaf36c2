import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLink, createVerifiedMerchant, pay } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { settleDuePayments } from './settlement.ts';

const clock = {
  current: new Date('2026-11-20T12:00:00Z'),
  now() {
    return this.current;
  },
};
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SETTLEMENT_DELAY_DAYS: '2' }, clock });
});
afterAll(async () => {
  await t.close();
});

describe('settlement delay', () => {
  it('holds the net as pending until the settlement date, then makes it available', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const link = await createLink(t.app, sme.cookie, { amount: 10_000, currency: 'USD' });
    await pay(t.app, link.code);
    const balanceOf = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/merchant/overview', headers: { cookie: sme.cookie } })
      ).json();

    const before = await balanceOf();
    expect(before.balances).toEqual([
      {
        currency: 'USD',
        available: 0,
        pending: 9_680,
        payoutReserved: 0,
        owed: 0,
        nextAvailableAt: '2026-11-22T12:00:00.000Z',
      },
    ]);
    expect(before.pendingPayments).toBe(1);

    clock.current = new Date('2026-11-22T11:59:00Z');
    expect(await settleDuePayments(t.app.ctx)).toBe(0);
    clock.current = new Date('2026-11-22T12:00:00Z');
    expect(await settleDuePayments(t.app.ctx)).toBe(1);
    const after = await balanceOf();
    expect(after.balances).toEqual([
      { currency: 'USD', available: 9_680, pending: 0, payoutReserved: 0, owed: 0, nextAvailableAt: null },
    ]);
    expect(after.pendingPayments).toBe(0);
    expect(await settleDuePayments(t.app.ctx)).toBe(0);
  });
});
