import { createId } from '@kopru/domain/ids';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { emails } from '../../db/schema/emails.ts';
import type { Clock } from '../../lib/clock.ts';
import { findEmailById, insertEmail } from './repository.ts';
import { deliverDueEmails, type EmailTransport } from './worker.ts';

let t: TestApp;
let now = new Date('2026-11-25T10:00:00Z');
const clock: Clock = { now: () => new Date(now) };
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function queue(): Promise<string> {
  const id = createId('eml');
  await insertEmail(t.database.db, {
    id,
    toAddress: 'ops@example.com',
    locale: 'en',
    template: 'passwordChanged',
    subject: 'Hello',
    textBody: 'Hello',
    htmlBody: '<p>Hello</p>',
    status: 'queued',
    createdAt: now,
  });
  return id;
}

const refusing: EmailTransport = {
  async send() {
    throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
  },
};
const sent: string[] = [];
const accepting: EmailTransport = {
  async send(message) {
    sent.push(message.to);
  },
};

describe('e-mail worker', () => {
  it('keeps e-mails waiting with the reason while the SMTP server refuses, with growing backoff, then fails them', async () => {
    await t.database.db.delete(emails);
    const id = await queue();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(await deliverDueEmails(t.database.db, refusing, { from: 'no-reply@example.com', clock })).toBe(
        1,
      );
      const row = await findEmailById(t.database.db, id);
      expect(row).toMatchObject({
        status: 'queued',
        attempts: attempt,
        lastError: expect.stringContaining('ECONNREFUSED'),
      });
      const wait = (row?.nextAttemptAt?.getTime() ?? 0) - now.getTime();
      waits.push(wait);
      // Not due before its time.
      expect(await deliverDueEmails(t.database.db, refusing, { from: 'x@example.com', clock })).toBe(0);
      now = new Date(now.getTime() + wait);
    }
    expect(waits).toEqual([60_000, 300_000, 1_800_000, 7_200_000, 21_600_000]);
    await deliverDueEmails(t.database.db, refusing, { from: 'x@example.com', clock });
    expect(await findEmailById(t.database.db, id)).toMatchObject({
      status: 'failed',
      attempts: 6,
      nextAttemptAt: null,
    });
  });

  it('sends outside the claim: a second worker skips a leased e-mail, and one left by a dead worker is sent after its lease', async () => {
    await t.database.db.delete(emails);
    const id = await queue();
    let release: () => void = () => {};
    const slow: EmailTransport = {
      send: () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    };
    const first = deliverDueEmails(t.database.db, slow, { from: 'x@example.com', clock });
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The first worker is in the middle of its SMTP call, holding no transaction.
    expect(await deliverDueEmails(t.database.db, accepting, { from: 'x@example.com', clock })).toBe(0);
    release();
    expect(await first).toBe(1);
    expect(await findEmailById(t.database.db, id)).toMatchObject({ status: 'sent', attempts: 1 });

    // A worker that claims and dies: the e-mail is due again when the lease ends.
    const orphan = await queue();
    await t.database.db
      .update(emails)
      .set({ attempts: 1, nextAttemptAt: new Date(now.getTime() + 5 * 60_000) })
      .where(eq(emails.id, orphan));
    expect(await deliverDueEmails(t.database.db, accepting, { from: 'x@example.com', clock })).toBe(0);
    now = new Date(now.getTime() + 5 * 60_000);
    expect(await deliverDueEmails(t.database.db, accepting, { from: 'x@example.com', clock })).toBe(1);
    expect(await findEmailById(t.database.db, orphan)).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
