// Payment endpoint throughput and latency, closed loop at saturation and open loop at half of it,
// next to the same SQL run directly through the driver and, on PostgreSQL, pgbench's TPC-B-like
// rate on the same server, for one merchant and for many; then reads at 1,000,000 payments
// (million.ts). Each phase says where its time goes: round trips and
// statements per payment, CPU per payment, event-loop delay. Run: `pnpm bench` (PGlite, and
// PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set); BENCH_SHORT=1 is the CI's
// seconds-long run. Figures are printed as ratios, never asserted: the run fails only when a phase
// cannot run or gives no figure.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../apps/api/src/db/client.ts';
import { appSecret, payOnce, setUp } from './api.ts';
import {
  CONNECTIONS,
  DURATION_S,
  expectFigure,
  failures,
  line,
  loadApi,
  MERCHANTS,
  measured,
  type PaymentCount,
  StatementCounter,
  WARMUP_S,
} from './measure.ts';
import { benchMillion } from './million.ts';
import { type PaymentStatements, recordPaymentStatements } from './payment-statements.ts';
import { pgbenchTps } from './pgbench.ts';
import { benchProcesses } from './processes.ts';
import { pgRunner, rawPaymentLoop, type SqlRunner } from './raw-payment.ts';
import { createMerchant, freshPostgres, type Merchant, type Target } from './setup.ts';

type App = Awaited<ReturnType<typeof setUp>>['app'];

async function moreMerchants(app: App, database: DatabaseHandle, adminCookie: string, count: number) {
  const made: Merchant[] = [];
  while (made.length < count) {
    const batch = Math.min(3, count - made.length);
    made.push(
      ...(await Promise.all(
        Array.from({ length: batch }, (_, i) =>
          createMerchant(app, database.db, { adminCookie, appSecret }, `m${made.length + i}`),
        ),
      )),
    );
  }
  return made;
}

/** WARMUP_S seconds of closed-loop load on the API, not counted in any figure. */
async function warmUp(port: number, codes: string[]) {
  if (WARMUP_S <= 0) return;
  const load = await loadApi(port, codes, { connections: CONNECTIONS, seconds: WARMUP_S });
  console.log(
    `  API warmed up first: ${WARMUP_S} s of untimed closed-loop load (${load.perSecond.toFixed(0)} payments/s, not counted)`,
  );
}

/** Saturation (closed loop), then open loop at half of it; each with where its time goes. */
async function apiPhases(
  label: string,
  port: number,
  codes: string[],
  { counter, count }: { counter: StatementCounter; count: PaymentCount },
) {
  const saturated = await measured(counter, () => loadApi(port, codes, { connections: CONNECTIONS }), count);
  expectFigure(`${label}: API saturated`, saturated);
  line('API, saturated (closed loop)', saturated);
  const half = await measured(
    counter,
    () => loadApi(port, codes, { connections: CONNECTIONS, rate: Math.max(1, saturated.perSecond / 2) }),
    count,
  );
  expectFigure(`${label}: API at half saturation`, half);
  line(`API, open loop at ${(saturated.perSecond / 2).toFixed(0)}/s`, half);
  return { saturated, half };
}

/** The statements of the API's payments, recorded at its driver for the raw loop to send. */
async function recordStatements(counter: StatementCounter, port: number, target: Target) {
  const recorded = await recordPaymentStatements(counter, target, payOnce(port, target.code));
  console.log(
    `  raw SQL loop: the API's ${recorded.statements.length} round trips of one payment, recorded at its driver`,
  );
  return recorded;
}

/** The raw SQL loop, its statements counted at its own runners. */
async function rawPhase(label: string, runners: SqlRunner[], recorded: PaymentStatements, targets: Target[]) {
  const counter = new StatementCounter();
  const counted = runners.map((runner) => ({
    send: (sent: Parameters<SqlRunner['send']>[0]) => {
      counter.observe(sent.text);
      return runner.send(sent);
    },
  }));
  const raw = await measured(counter, () => rawPaymentLoop(counted, recorded, targets, DURATION_S));
  expectFigure(`${label}: raw SQL loop`, raw);
  line('raw SQL loop (no API)', raw);
  return raw;
}

const ratio = (a: number, b: number) => (a / b).toFixed(2);

/** The payments the API has made (succeeded or not), read by the bench. */
function paymentCount(database: DatabaseHandle): PaymentCount {
  return async () => {
    const result = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from payments`);
    return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  };
}

async function benchPglite() {
  const counter = new StatementCounter();
  const database = await openDatabase({ dataDir: 'memory://', onStatement: counter.observe });
  await database.migrate();
  const { app, first, port } = await setUp(database);
  // PGlite runs one statement at a time: the baseline is a single sequential loop.
  const client = (
    database.db as unknown as { $client: { query(text: string, params: unknown[]): Promise<unknown> } }
  ).$client;
  console.log(
    `\nPGlite (embedded), one merchant, one link, ${CONNECTIONS} connections, ${DURATION_S} s each`,
  );
  const recorded = await recordStatements(counter, port, first);
  await warmUp(port, [first.code]);
  const raw = await rawPhase('PGlite', [{ send: (sent) => client.query(sent.text, sent.params) }], recorded, [
    first,
  ]);
  const { saturated } = await apiPhases('PGlite', port, [first.code], {
    counter,
    count: paymentCount(database),
  });
  console.log(`  ratio API / raw SQL = ${ratio(saturated.perSecond, raw.perSecond)}  (aim: >= 0.50)`);
  await app.close();
  await database.close();
}

async function rawOnPostgres(label: string, url: string, recorded: PaymentStatements, targets: Target[]) {
  const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS });
  const clients = await Promise.all(Array.from({ length: CONNECTIONS }, () => pool.connect()));
  try {
    return await rawPhase(label, clients.map(pgRunner), recorded, targets);
  } finally {
    for (const c of clients) c.release();
    await pool.end();
  }
}

async function benchPostgres(baseUrl: string) {
  const pgbenchDb = await freshPostgres(baseUrl);
  const tps = await pgbenchTps(pgbenchDb.url, CONNECTIONS, DURATION_S).finally(() => pgbenchDb.drop());
  expectFigure('pgbench', { payments: tps, perSecond: tps });
  const fresh = await freshPostgres(baseUrl);
  const counter = new StatementCounter();
  const database = await openDatabase({
    url: fresh.url,
    poolSize: CONNECTIONS,
    onStatement: counter.observe,
  });
  try {
    await database.migrate();
    const { app, first, port, adminCookie } = await setUp(database);
    console.log(`\nPostgreSQL, ${CONNECTIONS} connections, ${DURATION_S} s each`);
    console.log(`  pgbench TPC-B-like (scale 10)          ${tps.toFixed(0).padStart(6)} transactions/s`);
    const recorded = await recordStatements(counter, port, first);
    await warmUp(port, [first.code]);

    console.log('  one merchant, one link');
    const oneRaw = await rawOnPostgres('one merchant', fresh.url, recorded, [first]);
    const measuredBy = { counter, count: paymentCount(database) };
    const one = await apiPhases('one merchant', port, [first.code], measuredBy);

    const many = [first, ...(await moreMerchants(app, database, adminCookie, MERCHANTS - 1))];
    console.log(`  ${many.length} merchants, one link each`);
    const manyRaw = await rawOnPostgres(`${many.length} merchants`, fresh.url, recorded, many);
    const spread = await apiPhases(
      `${many.length} merchants`,
      port,
      many.map((m) => m.code),
      measuredBy,
    );

    console.log(`  the server on its own (src/server.ts), ${many.length} merchants, saturated`);
    const served = await benchProcesses(
      fresh.url,
      many.map((m) => m.code),
    );

    console.log('  ratios');
    console.log(
      `    one merchant:  API / pgbench = ${ratio(one.saturated.perSecond, tps)} (aim >= 0.25), raw / pgbench = ${ratio(oneRaw.perSecond, tps)} (aim >= 0.5), API / raw = ${ratio(one.saturated.perSecond, oneRaw.perSecond)}`,
    );
    console.log(
      `    ${many.length} merchants: API / pgbench = ${ratio(spread.saturated.perSecond, tps)} (aim >= 0.33), raw / pgbench = ${ratio(manyRaw.perSecond, tps)} (aim >= 0.5), API / raw = ${ratio(spread.saturated.perSecond, manyRaw.perSecond)}`,
    );
    if (served.two)
      console.log(
        `    the server, ${many.length} merchants: ${served.one ? `1 API process / pgbench = ${ratio(served.one, tps)}, ` : ''}2 API processes / pgbench = ${ratio(served.two, tps)}${served.one ? `, 2 / 1 = ${ratio(served.two, served.one)}` : ' (BENCH_SHORT: 2 processes only)'}`,
      );
    console.log(
      `    p99 at half saturation: ${one.half.p99} ms (one merchant), ${spread.half.p99} ms (${many.length} merchants)  (aim < 50 ms)`,
    );
    if (process.env.BENCH_SKIP_MILLION !== '1') {
      const pool = new pg.Pool({ connectionString: fresh.url, max: 2 });
      await benchMillion(pool, {
        baseUrl: `http://127.0.0.1:${port}`,
        cookie: first.cookie,
        merchantId: first.merchantId,
        linkId: first.linkId,
      }).finally(() => pool.end());
    }
    await app.close();
  } finally {
    await database.close();
    await fresh.drop();
  }
}

// BENCH_SKIP_PGLITE=1 runs the PostgreSQL phases only (to profile them, or on a loaded machine).
if (process.env.BENCH_SKIP_PGLITE !== '1') await benchPglite();
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgUrl) await benchPostgres(pgUrl);
else console.log('\nPostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL).');
if (failures.length > 0) {
  console.error(`\nThe bench could not measure everything:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
}
