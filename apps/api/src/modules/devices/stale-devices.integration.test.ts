import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMerchant } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { knownDevices } from '../../db/schema/known-devices.ts';
import { forgetStaleDevices } from './known-devices.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;

describe('known devices', () => {
  it('are forgotten once unseen for as long as their cookie lives (400 days), not before', async () => {
    const sme = await registerMerchant(t.app);
    const now = new Date('2026-11-26T10:00:00Z');
    const seen = (days: number) => new Date(now.getTime() - days * DAY_MS);
    await t.database.db.insert(knownDevices).values([
      { userId: sme.userId, deviceHash: 'stale', createdAt: seen(500), lastSeenAt: seen(401) },
      { userId: sme.userId, deviceHash: 'recent', createdAt: seen(500), lastSeenAt: seen(399) },
    ]);
    expect(await forgetStaleDevices(t.database.db, now)).toBeGreaterThanOrEqual(1);
    const left = await t.database.db
      .select({ hash: knownDevices.deviceHash })
      .from(knownDevices)
      .where(eq(knownDevices.userId, sme.userId));
    expect(left.map((row) => row.hash)).not.toContain('stale');
    expect(left.map((row) => row.hash)).toContain('recent');
  });
});
