// What each phase of the bench measures besides its rate: database round trips and statements per
// payment (counted at the driver), the API process's CPU per payment and its event-loop delay.
import { execFile } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const short = process.env.BENCH_SHORT === '1';
/** Seconds per phase; BENCH_SHORT=1 (CI) runs every phase for 2 s. */
export const DURATION_S = Number(process.env.BENCH_SECONDS ?? (short ? 2 : 10));
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
/** Untimed load before the measured phases, so the first phase does not measure the JIT warming up. */
export const WARMUP_S = Number(process.env.BENCH_WARMUP_SECONDS ?? (short ? 1 : 5));
/** Merchants of the many-merchants phase (one link each). */
export const MERCHANTS = Number(process.env.BENCH_MERCHANTS ?? (short ? 4 : 100));

/** Round trips and statements the driver sent (db/statement-observer.ts), reset per phase. */
export class StatementCounter {
  roundTrips = 0;
  statements = 0;
  /** While true (the bench's own queries), nothing is counted. */
  paused = false;
  /** While set, every round trip is also kept as it was sent (payment-statements.ts). */
  recording: { text: string; params: unknown[]; name?: string | undefined }[] | undefined;
  readonly observe = (text: string, params?: unknown[], name?: string) => {
    if (this.paused) return;
    this.recording?.push({ text, params: params ?? [], name });
    this.roundTrips++;
    this.statements += text.split(';').filter((part) => part.trim() !== '').length || 1;
  };
  take(): { roundTrips: number; statements: number } {
    const taken = { roundTrips: this.roundTrips, statements: this.statements };
    this.roundTrips = 0;
    this.statements = 0;
    return taken;
  }
}

/** A phase of this process: its payments, CPU, event-loop delay and, if counted, statements. */
export interface Phase {
  perSecond: number;
  payments: number;
  p50?: number;
  p99?: number;
  errors: number;
  cpuMs: number;
  loopP99Ms: number;
  loopMaxMs: number;
  roundTrips?: number;
  statements?: number;
}

/** Payments the API made so far, read by the bench (not counted as the API's statements). */
export type PaymentCount = () => Promise<number>;

/**
 * Waits until requests still in flight when the load stopped are done (the count stops moving),
 * so their statements and CPU are divided by their own payments, not by the answered ones only.
 */
async function settled(count: PaymentCount): Promise<number> {
  let last = await count();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const now = await count();
    if (now === last) return now;
    last = now;
  }
}

/**
 * Runs `work` (which answers how many payments it made and how fast) with this process measured.
 * With `count`, the payments are those the API made during the phase, in flight ones included.
 */
export async function measured<T extends { perSecond: number; payments: number; errors?: number }>(
  counter: StatementCounter | undefined,
  work: () => Promise<T>,
  count?: PaymentCount,
): Promise<T & Phase> {
  const bench = async <R>(read: () => Promise<R>) => {
    if (counter) counter.paused = true;
    try {
      return await read();
    } finally {
      if (counter) counter.paused = false;
    }
  };
  const before = count ? await bench(() => settled(count)) : 0;
  counter?.take();
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const cpu = process.cpuUsage();
  const result = await work();
  const made = count ? (await bench(() => settled(count))) - before : result.payments;
  const used = process.cpuUsage(cpu);
  loop.disable();
  const per = Math.max(1, made);
  const counted = counter?.take();
  return {
    ...result,
    errors: result.errors ?? 0,
    cpuMs: (used.user + used.system) / 1000 / per,
    loopP99Ms: loop.percentile(99) / 1e6,
    loopMaxMs: loop.max / 1e6,
    ...(counted ? { roundTrips: counted.roundTrips / per, statements: counted.statements / per } : {}),
  };
}

export const card = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/30',
  cvc: '123',
  cardholderName: 'Bench Payer',
  email: 'bench@example.com',
};

/**
 * The load generator in its own process, so it does not share the server's event loop. Closed
 * loop (autocannon, `connections` requests always in flight) unless `rate` is given: then open
 * loop at that many requests per second, evenly spaced (open-loop.mjs).
 */
export async function loadApi(
  port: number,
  codes: string[],
  options: { connections: number; rate?: number; seconds?: number },
) {
  const path = (code: string) => `/api/public/links/${code}/payments`;
  const common = {
    url: `http://127.0.0.1:${port}${path(codes[0] ?? '')}`,
    ...(codes.length > 1 ? { paths: codes.map(path) } : {}),
    duration: options.seconds ?? DURATION_S,
    body: JSON.stringify(card),
  };
  const load = options.rate
    ? {
        ...common,
        rate: Math.max(1, Math.round(options.rate)),
        headers: { 'content-type': 'application/json' },
      }
    : {
        ...common,
        method: 'POST',
        connections: options.connections,
        headers: { 'content-type': 'application/json', 'idempotency-key': '[<id>]' },
      };
  const script = fileURLToPath(new URL(options.rate ? './open-loop.mjs' : './load.mjs', import.meta.url));
  const { stdout } = await run(process.execPath, [script, JSON.stringify(load)], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const result = JSON.parse(stdout);
  const errors = (result.errors + result.non2xx) as number;
  const total = result.requests.total as number;
  return {
    perSecond: ((result.requests.average as number) * Math.max(0, total - errors)) / Math.max(1, total),
    payments: total - errors,
    p50: result.latency.p50 as number,
    p99: result.latency.p99 as number,
    errors,
  };
}

const fixed = (n: number) => n.toFixed(0).padStart(6);

/** One phase's line: rate, latency, errors, and where the time goes. */
export function line(label: string, phase: Phase): void {
  const latency = phase.p50 === undefined ? '' : `   p50 ${phase.p50} ms   p99 ${phase.p99} ms`;
  const errors = phase.errors > 0 ? `   errors ${phase.errors}` : '';
  const sql =
    phase.roundTrips === undefined
      ? ''
      : `   ${phase.roundTrips.toFixed(1)} round trips, ${phase.statements?.toFixed(1)} statements/payment`;
  console.log(
    `  ${label.padEnd(36)} ${fixed(phase.perSecond)} payments/s${latency}${errors}\n` +
      `  ${''.padEnd(36)} CPU ${phase.cpuMs.toFixed(2)} ms/payment   event-loop delay p99 ${phase.loopP99Ms.toFixed(1)} ms, max ${phase.loopMaxMs.toFixed(1)} ms${sql}`,
  );
}

/** Phases that could not run or gave no figure: the bench exits non-zero (CI), whatever the figures. */
export const failures: string[] = [];

/** Records a phase that made no payment at all (it could not run). */
export function expectFigure(label: string, phase: { payments: number; perSecond: number }): void {
  if (!(phase.payments > 0) || !Number.isFinite(phase.perSecond))
    failures.push(`${label}: no payment went through, no figure`);
}
