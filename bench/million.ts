// Reads at 1,000,000 payments: the merchant's payments seeded through SQL (generate_series), then
// the SME transactions list (first page and page 1,000 by its keyset cursor), the CSV export of
// one month (process memory sampled while it streams to the client) and the overview.
import type pg from 'pg';

const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? (process.env.BENCH_SHORT === '1' ? 10_000 : 1_000_000));
const PAGE = 20;
/** Page 1,000, or the middle page when fewer payments are seeded (BENCH_SHORT). */
const DEEP_PAGE = Math.max(2, Math.min(1_000, Math.floor(PAYMENTS / PAGE / 2)));

export interface MillionTarget {
  baseUrl: string;
  cookie: string;
  merchantId: string;
  linkId: string;
}

/** 90% succeeded and settled, 10% failed, one every 30 s back from now (about a year). */
async function seed(pool: pg.Pool, target: MillionTarget): Promise<number> {
  const started = performance.now();
  await pool.query(
    `insert into payments (id, reference, merchant_id, link_id, description, amount, currency, fee, net, status,
       decline_code, card_brand, card_last4, cardholder_name, provider, status_changed_at, available_at,
       settled_at, created_at)
     select 'pay_seed' || g, 'TX-SEED' || lpad(g::text, 7, '0'), $1, $2, 'Bench item', 10000, 'USD',
       case when g % 10 = 0 then 0 else 320 end, case when g % 10 = 0 then 0 else 9680 end,
       case when g % 10 = 0 then 'failed' else 'succeeded' end,
       case when g % 10 = 0 then 'card_declined' end, 'visa', '4242', 'Bench Payer', 'sandbox',
       t, t, case when g % 10 = 0 then null else t end, t
     from generate_series(1, $3::int) g, lateral (select now() - g * interval '30 seconds' as t) at`,
    [target.merchantId, target.linkId, PAYMENTS],
  );
  // As the fold worker leaves them (decision 004): the link's count holds its succeeded payments.
  await pool.query(
    `update payment_links set successful_payments = successful_payments +
       (select count(*) from payments where link_id = $1 and status = 'succeeded' and id like 'pay_seed%')
     where id = $1`,
    [target.linkId],
  );
  // Autovacuum would do it in time; the overview's counts read the index alone once it has.
  await pool.query('vacuum analyze payments');
  return performance.now() - started;
}

/** One call, its body read as it comes and not kept. */
async function timed(url: string, cookie: string) {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  let bytes = 0;
  let lines = 0;
  if (response.body)
    for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
      bytes += chunk.byteLength;
      for (const byte of chunk) if (byte === 10) lines++;
    }
  return { ms: performance.now() - started, bytes, lines, status: response.status };
}

/** The median of five timed calls after one warm-up. */
async function median(url: string, cookie: string): Promise<number> {
  await timed(url, cookie);
  const runs: number[] = [];
  for (let i = 0; i < 5; i++) {
    const { ms, status } = await timed(url, cookie);
    if (status !== 200) throw new Error(`${url} answered ${status}`);
    runs.push(ms);
  }
  return runs.sort((a, b) => a - b)[2] as number;
}

/** The export of the last full month, with the process's resident memory sampled while it runs. */
async function csvMonth(target: MillionTarget) {
  const now = new Date();
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const url = `${target.baseUrl}/api/merchant/payments/export?format=rfc4180&from=${day(from)}&to=${day(to)}`;
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const result = await timed(url, target.cookie);
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { ...result, before, peak };
}

export async function benchMillion(pool: pg.Pool, target: MillionTarget): Promise<void> {
  const seedMs = await seed(pool, target);
  console.log(
    `\nReads at ${PAYMENTS.toLocaleString('en')} payments (seeded by SQL in ${(seedMs / 1000).toFixed(0)} s)`,
  );
  const list = `${target.baseUrl}/api/merchant/payments?limit=${PAGE}`;
  const first = await median(list, target.cookie);
  const { rows } = await pool.query<{ id: string }>(
    'select id from payments where merchant_id = $1 order by created_at desc, id desc offset $2 limit 1',
    [target.merchantId, PAGE * (DEEP_PAGE - 1) - 1],
  );
  const deep = await median(`${list}&starting_after=${rows[0]?.id}`, target.cookie);
  console.log(
    `  transactions list: first page ${first.toFixed(1)} ms, page ${DEEP_PAGE.toLocaleString('en')} ${deep.toFixed(1)} ms, ratio ${(deep / first).toFixed(2)}  (aim: <= 1.5)`,
  );
  const csv = await csvMonth(target);
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
  console.log(
    `  CSV of last month: ${mb(csv.bytes)} MB (${(csv.lines - 1).toLocaleString('en')} rows) in ${(csv.ms / 1000).toFixed(1)} s, process RSS ${mb(csv.before)} -> peak ${mb(csv.peak)} MB  (aim: flat)`,
  );
  const overview = await median(`${target.baseUrl}/api/merchant/overview`, target.cookie);
  console.log(`  overview: ${overview.toFixed(0)} ms  (aim: < 200 ms)`);
}
