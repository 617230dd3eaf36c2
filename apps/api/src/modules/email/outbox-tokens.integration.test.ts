import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createAdmin, latestEmailTo, passwordLinkToken, registerMerchant } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { emails } from '../../db/schema/emails.ts';
import { systemClock } from '../../lib/clock.ts';
import { deliverDueEmails, type EmailTransport } from './worker.ts';

const appSecret = 'test-secret-that-is-long-enough-0123456789';
const opened: TestApp[] = [];
afterAll(async () => {
  for (const t of opened) await t.close();
});

async function appWith(env: Record<string, string>) {
  const lines: string[] = [];
  const t = await createTestApp({
    env: { LOG_LEVEL: 'info', ...env },
    logStream: { write: (l) => lines.push(l) },
  });
  opened.push(t);
  return { t, lines };
}

async function resetRequestedAndOutboxRead(t: TestApp) {
  const sme = await registerMerchant(t.app);
  const admin = await createAdmin(t.app, t.database.db);
  await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: sme.email } });
  const outbox = await t.app.inject({
    method: 'GET',
    url: `/api/admin/emails?to=${encodeURIComponent(sme.email)}`,
    headers: { cookie: admin.cookie },
  });
  const reset = outbox.json().data.find((row: { template: string }) => row.template === 'resetPassword');
  return { sme, outbox: outbox.json(), reset };
}

describe('links that carry a token', () => {
  it('with SMTP: the outbox shows a note instead of the link, the worker sends the real link', async () => {
    const { t, lines } = await appWith({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    const { sme, outbox, reset } = await resetRequestedAndOutboxRead(t);
    expect(outbox.delivery).toBe('smtp');
    expect(`${reset.text}${reset.html}`).not.toContain('token=');
    expect(reset.text).toContain('It went only to the recipient');
    expect(lines.join('')).not.toContain('token=');

    const sent: { to: string; text: string; html: string }[] = [];
    const transport: EmailTransport = { send: async (message) => void sent.push(message) };
    await deliverDueEmails(t.database.db, transport, {
      from: 'x@example.com',
      clock: systemClock,
      appSecret,
    });
    const mail = sent.find(
      (message) => message.to === sme.email && message.text.includes('reset-password?token='),
    );
    expect(mail?.html).toContain('token=');
    const token = passwordLinkToken(mail?.text ?? '');
    const used = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'Fresh-pass-2026' },
    });
    expect(used.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(emails).where(eq(emails.id, reset.id));
    expect(row?.sealedBody).toBeNull();
    expect(row?.textBody).not.toContain('token=');
  });

  it('in production without SMTP: nothing usable in the outbox or the log, and the console is told', async () => {
    // The admin reading the outbox has no second factor; production's two-factor rule has its own tests.
    const { t, lines } = await appWith({ NODE_ENV: 'production', REQUIRE_ADMIN_TWO_FACTOR: 'false' });
    const { sme, outbox, reset } = await resetRequestedAndOutboxRead(t);
    expect(outbox.delivery).toBe('not_leaving');
    expect(`${reset.text}${reset.html}`).not.toContain('token=');
    expect(lines.join('\n')).not.toContain('token=');
    const row = await latestEmailTo(t.database.db, sme.email, 'resetPassword');
    expect(row?.sealedBody).toBeNull();
    expect(row?.textBody).not.toContain('reset-password?');
  });

  it('in development without SMTP the outbox keeps the link, so a local trial can reset a password', async () => {
    const { t } = await appWith({});
    const { outbox, reset } = await resetRequestedAndOutboxRead(t);
    expect(outbox.delivery).toBe('kept');
    expect(reset.text).toContain('token=');
  });
});
