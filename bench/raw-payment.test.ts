// The raw SQL loop sends what the API sends for a payment, and what it sends makes a payment:
// recorded at the API's driver, replayed on the same database (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set).
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../apps/api/src/db/client.ts';
import { payOnce, setUp } from './api.ts';
import { StatementCounter } from './measure.ts';
import { recordPaymentStatements, type Sent } from './payment-statements.ts';
import { pgRunner, rawPayment, type SqlRunner } from './raw-payment.ts';
import { freshPostgres } from './setup.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;
const kinds = ['pglite', ...(postgresUrl ? ['postgres'] : [])] as const;
const closing: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closing.reverse()) await close();
});

async function open(kind: string, counter: StatementCounter) {
  if (kind === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://', onStatement: counter.observe });
    const client = (
      database.db as unknown as { $client: { query(text: string, params: unknown[]): Promise<unknown> } }
    ).$client;
    return { database, runner: { send: (s: Sent) => client.query(s.text, s.params) } as SqlRunner };
  }
  const fresh = await freshPostgres(postgresUrl as string);
  closing.push(fresh.drop);
  const database = await openDatabase({ url: fresh.url, poolSize: 4, onStatement: counter.observe });
  const pool = new pg.Pool({ connectionString: fresh.url, max: 1 });
  const client = await pool.connect();
  closing.push(async () => {
    client.release();
    await pool.end();
  });
  return { database, runner: pgRunner(client) };
}

const rows = async <T>(database: DatabaseHandle, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe.each(kinds)('the raw SQL loop on %s', (kind) => {
  it("sends the API's statements of a payment, in order, and they make a payment", async () => {
    const counter = new StatementCounter();
    const { database, runner } = await open(kind, counter);
    closing.push(() => database.close());
    await database.migrate();
    const { app, first, port } = await setUp(database);
    closing.push(() => app.close());
    const pay = payOnce(port, first.code);
    const recorded = await recordPaymentStatements(counter, first, pay);

    const api: Sent[] = [];
    counter.recording = api;
    await pay('bench-test-third');
    counter.recording = undefined;
    const raw: Sent[] = [];
    counter.paused = true;
    const before = await rows<{ id: string }>(database, sql`select id from payments`);
    const recording: SqlRunner = {
      send: (s) => {
        raw.push(s);
        return runner.send(s);
      },
    };
    await rawPayment(recording, recorded, first);

    const shape = (sent: Sent[]) =>
      sent.map((s) => ({ text: s.text, name: s.name, params: s.params.length }));
    expect(api.length).toBeGreaterThan(3);
    expect(shape(raw)).toEqual(shape(api));

    // The replay is a payment of its own, as the API makes it: succeeded, balanced, announced, keyed.
    const made = await rows<{ id: string; status: string }>(
      database,
      sql`select id, status from payments where id not in (${sql.join(
        before.map((b) => sql`${b.id}`),
        sql`, `,
      )})`,
    );
    expect(made).toHaveLength(1);
    const id = made[0]?.id as string;
    expect(made[0]?.status).toBe('succeeded');
    const [ledger] = await rows<{ entries: number; total: number }>(
      database,
      sql`select count(*)::int as entries, coalesce(sum(e.amount), 0)::int as total from ledger_entries e
        join ledger_transactions t on t.id = e.transaction_id where t.reference_id = ${id}`,
    );
    expect(ledger?.entries).toBeGreaterThan(1);
    expect(ledger?.total).toBe(0);
    const [event] = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from events where type = 'payment.succeeded' and data->>'id' = ${id}`,
    );
    expect(event?.n).toBe(1);
    const [key] = await rows<{ status: string }>(
      database,
      sql`select status from idempotency_keys where resource_id = ${id}`,
    );
    expect(key?.status).toBe('completed');
  });
});
