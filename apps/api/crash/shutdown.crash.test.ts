import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiProcess, baseEnv } from '../faults/api-process.ts';
import { smtpServer } from '../faults/smtp-server.ts';
import { newTally, payOnce } from '../faults/traffic.ts';
import { buildWorld, type World } from '../faults/world.ts';
import { emails } from '../src/db/schema/emails.ts';
import { idempotencyKeys } from '../src/db/schema/idempotency-keys.ts';
import { payments } from '../src/db/schema/payments.ts';
import { payouts } from '../src/db/schema/payouts.ts';
import { webhookAttempts } from '../src/db/schema/webhook-attempts.ts';
import { webhookDeliveries } from '../src/db/schema/webhook-deliveries.ts';
import { startReceiver } from '../test/webhook-helpers.ts';

/**
 * SIGTERM under load (PostgreSQL): requests whose bodies are still arriving when the signal
 * comes get their full answer, webhook sends and e-mails in flight finish and are recorded, and
 * the stopped process leaves no claim (no lease on a delivery, e-mail or payment, no key
 * in_progress). Then the process exits by itself, within its shutdown timeout.
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let dbName = '';
let world: World;
let workDir: string;

async function admin(query: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  await client.query(query);
  await client.end();
}

beforeAll(async () => {
  if (!baseUrl) return;
  dbName = `kopru_shutdown_${randomBytes(5).toString('hex')}`;
  await admin(`create database ${dbName}`);
  const url = new URL(baseUrl);
  url.pathname = `/${dbName}`;
  world = await buildWorld(url.toString());
  workDir = await mkdtemp(path.join(tmpdir(), 'kopru-shutdown-'));
});

afterAll(async () => {
  await world?.database.close();
  if (dbName) await admin(`drop database if exists ${dbName} with (force)`);
});

/** A payout request over /v1 whose JSON body arrives in two parts, `gapMs` apart. */
function slowPayout(base: string, secret: string, gapMs: number) {
  const body = JSON.stringify({ amount: 1_000, currency: 'USD' });
  return new Promise<{ status: number | undefined; error?: string }>((resolve) => {
    const request = httpRequest(
      `${base}/v1/payouts`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${secret}`,
          'idempotency-key': randomUUID(),
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode }));
      },
    );
    request.on('error', (error) => resolve({ status: undefined, error: String(error) }));
    request.write(body.slice(0, 10));
    setTimeout(() => request.end(body.slice(10)), gapMs);
  });
}

describe.skipIf(!baseUrl)('graceful shutdown on SIGTERM (PostgreSQL)', () => {
  it('cuts no request and leaves no claim', async () => {
    const receiver = await startReceiver();
    // A slow merchant server and a slow mail server: sends are in flight when the signal comes.
    receiver.respond(async (_hook, response) => {
      await sleep(1_500);
      response.writeHead(200).end('ok');
    });
    const smtp = await smtpServer({ acceptDelayMs: 300 });
    smtp.accept();
    const logFile = path.join(workDir, 'api.log');
    const api = await ApiProcess.start(
      {
        ...baseEnv(world.databaseUrl, world.dataDir),
        WORKERS: 'on',
        SMTP_URL: smtp.url,
        WEBHOOKS_ALLOW_PRIVATE: 'true',
      },
      logFile,
    );
    try {
      const endpoint = await fetch(`${api.base}/v1/webhook_endpoints`, {
        method: 'POST',
        headers: { authorization: `Bearer ${world.secret}`, 'content-type': 'application/json' },
        body: JSON.stringify({ url: receiver.url, events: ['payment.succeeded', 'payout.requested'] }),
      });
      expect(endpoint.status).toBe(201);

      // Balance for the payouts, and webhooks and e-mails queued behind it.
      const tally = newTally();
      await Promise.all(Array.from({ length: 8 }, () => payOnce(tally, () => api.base, world.link.code)));
      expect(tally.answered.size).toBe(8);
      await waitFor(() => receiver.received.length > 0 && smtp.accepted > 0, 'workers sending', 20_000);

      // Ten requests whose bodies are half sent; SIGTERM while they wait for the rest.
      const slow = Array.from({ length: 10 }, () => slowPayout(api.base, world.secret, 2_000));
      await sleep(500);
      const acceptedAtSigterm = smtp.accepted;
      const stopped = api.stop();
      const answers = await Promise.all(slow);
      await stopped;
      expect(answers).toEqual(answers.map(() => ({ status: 201 })));
      expect(api.alive).toBe(false);

      const log = await readFile(logFile, 'utf8');
      expect(log).toContain('"event":"shut_down"');
      expect(log).not.toContain('"event":"shutdown_timeout"');

      const db = world.database.db;
      const now = new Date();
      // Every payout answered 201 is stored; nothing half-done.
      const requested = await db.select().from(payouts).where(eq(payouts.merchantId, world.merchantId));
      expect(requested.length).toBe(10);
      expect(
        await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.status, 'in_progress')),
      ).toEqual([]);
      // No lease left: a pending delivery is due now, and every claimed attempt is recorded.
      const leased = await db
        .select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.status, 'pending'), gt(webhookDeliveries.nextAttemptAt, now)));
      expect(leased).toEqual([]);
      const deliveries = await db.select().from(webhookDeliveries);
      const attempts = await db
        .select({ deliveryId: webhookAttempts.deliveryId, count: sql<number>`count(*)::int` })
        .from(webhookAttempts)
        .groupBy(webhookAttempts.deliveryId);
      const recorded = new Map(attempts.map((row) => [row.deliveryId, row.count]));
      for (const delivery of deliveries) expect(recorded.get(delivery.id) ?? 0).toBe(delivery.attempts);
      expect(receiver.received.length).toBe([...recorded.values()].reduce((a, b) => a + b, 0));
      const leasedEmails = await db
        .select()
        .from(emails)
        .where(and(eq(emails.status, 'queued'), gt(emails.nextAttemptAt, now)));
      expect(leasedEmails).toEqual([]);
      expect((await db.select().from(emails).where(eq(emails.status, 'sent'))).length).toBe(smtp.accepted);
      // The e-mail worker sends one at a time: after the signal it finished the send in flight and
      // started no other; the rest of its claimed batch was handed back, due now, attempt uncounted.
      expect(smtp.accepted - acceptedAtSigterm).toBeLessThanOrEqual(1);
      const waiting = await db.select().from(emails).where(eq(emails.status, 'queued'));
      expect(waiting.length).toBeGreaterThan(0);
      expect(waiting.every((email) => email.attempts === 0)).toBe(true);
      const unresolved = await db
        .select()
        .from(payments)
        .where(inArray(payments.status, ['processing', 'requires_action']));
      expect(unresolved).toEqual([]);
    } finally {
      await api.stop();
      await receiver.close();
      await smtp.close();
    }
  });
});

async function waitFor(check: () => boolean, what: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}
