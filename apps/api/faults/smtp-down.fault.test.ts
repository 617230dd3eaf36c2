import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationBody } from '../test/factories.ts';
import { kycForm } from '../test/kyc-helpers.ts';
import type { ApiProcess } from './api-process.ts';
import { expectAlive, report, type Scenario, sleep, startScenario } from './scenario.ts';
import { smtpServer } from './smtp-server.ts';
import { payers } from './traffic.ts';

let s: Scenario;
let api: ApiProcess;
let smtp: Awaited<ReturnType<typeof smtpServer>>;
beforeAll(async () => {
  smtp = await smtpServer();
  s = await startScenario('smtp-down');
  api = await s.startApi({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await s?.close();
  await smtp?.close();
});

interface OutboxEmail {
  to: string;
  template: string;
  status: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
}

async function outbox(): Promise<OutboxEmail[]> {
  const response = await fetch(`${api.base}/api/admin/emails?limit=100`, {
    headers: { cookie: s.world.adminCookie },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: OutboxEmail[] }).data;
}

function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

describe('e-mail server down', () => {
  it('lets sign-up, KYC and payouts succeed, keeps their e-mails waiting with the reason, and sends them once SMTP is back', async () => {
    const body = registrationBody();
    const registered = await fetch(`${api.base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    // Sign-up answers 202 and waits for the address to be confirmed; its link cannot leave while
    // SMTP is down, so the operator marks the address confirmed (docs/operations.md).
    expect(registered.status).toBe(202);
    const found = await fetch(`${api.base}/api/admin/merchants?q=${encodeURIComponent(body.email)}`, {
      headers: { cookie: s.world.adminCookie },
    });
    expect(found.status).toBe(200);
    const merchantId = ((await found.json()) as { data: { id: string }[] }).data[0]?.id;
    const confirmed = await fetch(`${api.base}/api/admin/merchants/${merchantId}/confirm-email`, {
      method: 'POST',
      headers: { cookie: s.world.adminCookie },
    });
    expect(confirmed.status).toBe(200);
    const signedIn = await fetch(`${api.base}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: body.email, password: body.password }),
    });
    expect(signedIn.status).toBe(200);
    const submitted = await fetch(`${api.base}/api/kyc/submissions`, {
      method: 'POST',
      headers: { cookie: cookieOf(signedIn) },
      body: kycForm(),
    });
    expect(submitted.status).toBe(201);
    const submissionId = ((await submitted.json()) as { submission: { id: string } }).submission.id;
    const approved = await fetch(`${api.base}/api/admin/kyc/submissions/${submissionId}/approve`, {
      method: 'POST',
      headers: { cookie: s.world.adminCookie },
    });
    expect(approved.status).toBe(200);
    const funding = payers({ count: 1, bases: () => [api.base], code: s.world.link.code });
    await sleep(300);
    await funding.stop();
    const payout = await fetch(`${api.base}/api/merchant/payouts`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: s.world.merchantCookie,
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify({ amount: 1_000, currency: 'USD' }),
    });
    expect(payout.status).toBe(201);

    // The worker (every 2 s) tries them, the server refuses: they wait, with the reason.
    let waiting: OutboxEmail[] = [];
    for (let i = 0; i < 50; i++) {
      waiting = (await outbox()).filter((email) => email.status === 'queued');
      if (waiting.length >= 3 && waiting.every((email) => email.lastError !== null)) break;
      await sleep(200);
    }
    expect(waiting.map((email) => email.template)).toEqual(
      expect.arrayContaining(['confirmEmail', 'kycApproved', 'payoutRequested']),
    );
    for (const email of waiting) {
      expect(email.attempts).toBe(1);
      expect(email.lastError).toContain('554');
      expect(Date.parse(email.nextAttemptAt ?? '')).toBeGreaterThan(Date.now() + 50_000);
    }
    const backoff = (
      (await s.world.database.db.execute(
        sql`select min(extract(epoch from next_attempt_at - updated_at))::int as seconds from emails where status = 'queued'`,
      )) as unknown as { rows: { seconds: number }[] }
    ).rows[0];
    expect(backoff?.seconds).toBeGreaterThanOrEqual(59);
    await expectAlive(api, s.logFile);

    // The server comes back; the next attempts (due now, instead of in a minute) go out.
    smtp.accept();
    await s.world.database.db.execute(sql`update emails set next_attempt_at = now() where status = 'queued'`);
    let sent: OutboxEmail[] = [];
    for (let i = 0; i < 50; i++) {
      sent = (await outbox()).filter((email) => email.status === 'sent');
      if (sent.length >= waiting.length) break;
      await sleep(200);
    }
    report('e-mail server down', {
      waitingWhileDown: waiting.length,
      firstRetryAfterSeconds: backoff?.seconds,
      sentAfterReturn: sent.length,
      acceptedBySmtp: smtp.accepted,
    });
    expect(sent.length).toBe(waiting.length);
    expect(smtp.accepted).toBe(waiting.length);
  });
});
