import { randomUUID } from 'node:crypto';
import { testCard } from '../test/factories.ts';

/** One POST as a client sends it; `undefined` status when no answer came (refused, reset, timeout). */
async function post(url: string, headers: Record<string, string>, body: unknown) {
  const started = Date.now();
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: text ? JSON.parse(text) : undefined,
      ms: Date.now() - started,
      headers: response.headers,
    };
  } catch (error) {
    return {
      status: undefined,
      body: undefined,
      ms: Date.now() - started,
      error: String(error),
      headers: undefined,
    };
  }
}

export interface Tally {
  /** Final answers per Idempotency-Key: the id of what was created (payment TX id, payout id). */
  answered: Map<string, string>;
  /** Keys that got no final answer within the retry budget. */
  lost: string[];
  /** Attempts answered 503 service_unavailable. */
  refused: number;
  /** Attempts answered 409 idempotency_key_in_use (the first try still in flight). */
  inUse: number;
  /** Payments answered `processing` (the first try's process died at the acquirer): asked again. */
  pending: number;
  /** Keys whose payment ended failed (the process died before the acquirer was called). */
  failed: string[];
  /** Attempts without an answer (the API process was down or the connection broke). */
  noAnswer: number;
  /** Answers that break the contract (another status, a 503 without Retry-After, a slow answer). */
  unexpected: string[];
  /** When each first-time (not replayed) success was answered. */
  successAt: number[];
  slowest: number;
}

export function newTally(): Tally {
  return {
    answered: new Map(),
    lost: [],
    refused: 0,
    inUse: 0,
    pending: 0,
    failed: [],
    noAnswer: 0,
    unexpected: [],
    successAt: [],
    slowest: 0,
  };
}

/**
 * Sends one request with one Idempotency-Key until it gets a final answer, as the checkout and a
 * merchant's server do: retries after 503, 409 in use and no answer, for up to `budgetMs`.
 */
async function untilAnswered(
  tally: Tally,
  send: (key: string) => ReturnType<typeof post>,
  idOf: (body: Record<string, unknown>) => string,
  okStatus: number,
  budgetMs: number,
): Promise<void> {
  const key = randomUUID();
  const deadline = Date.now() + budgetMs;
  while (Date.now() < deadline) {
    const answer = await send(key);
    tally.slowest = Math.max(tally.slowest, answer.ms);
    // A checkout payment answers its state: still processing (ask again) or failed (nothing paid).
    const state = answer.status === okStatus && answer.body?.paymentId ? answer.body.status : undefined;
    if (state === 'failed') {
      tally.failed.push(key);
      return;
    }
    if (answer.status === okStatus && state !== 'processing') {
      tally.answered.set(key, idOf(answer.body));
      if (answer.headers?.get('idempotent-replayed') !== 'true') tally.successAt.push(Date.now());
      return;
    }
    if (state === 'processing') tally.pending++;
    else if (answer.status === 503) {
      tally.refused++;
      if (answer.body?.error?.code !== 'service_unavailable' || !answer.headers?.get('retry-after'))
        tally.unexpected.push(`503 ${JSON.stringify(answer.body)}`);
    } else if (answer.status === 409 && answer.body?.error?.code === 'idempotency_key_in_use') tally.inUse++;
    else if (answer.status === undefined) tally.noAnswer++;
    else {
      tally.unexpected.push(`${answer.status} ${JSON.stringify(answer.body)}`);
      return;
    }
    // After a 503 wait a little (Retry-After says 2 s; the suite measures recovery, so shorter);
    // a payment still processing is asked about again every half second or so.
    const pause =
      answer.status === 503 || state === 'processing' ? 400 + Math.random() * 400 : 100 + Math.random() * 150;
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
  tally.lost.push(key);
}

/** One payer paying a link once on the public checkout, retrying its key until a final answer. */
export function payOnce(tally: Tally, base: () => string, code: string, budgetMs = 45_000): Promise<void> {
  return untilAnswered(
    tally,
    (key) => post(`${base()}/api/public/links/${code}/payments`, { 'idempotency-key': key }, testCard),
    (body) => String(body.transactionId),
    200,
    budgetMs,
  );
}

/** Payers paying one link by card on the public checkout until `stop()`; each retries its key. */
export function payers(options: { count: number; bases: () => string[]; code: string; budgetMs?: number }) {
  const tally = newTally();
  let stopped = false;
  const loops = Array.from({ length: options.count }, async (_, index) => {
    while (!stopped) {
      const bases = options.bases();
      const base = () => bases[(index + tally.answered.size) % bases.length] as string;
      await payOnce(tally, base, options.code, options.budgetMs);
    }
  });
  return {
    tally,
    async stop() {
      stopped = true;
      await Promise.all(loops);
      return tally;
    },
  };
}

/** A merchant's server requesting small payouts over /v1 with Idempotency-Keys until `stop()`. */
export function payoutRequests(options: {
  bases: () => string[];
  secret: string;
  amount: number;
  budgetMs?: number;
}) {
  const tally = newTally();
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const bases = options.bases();
      await untilAnswered(
        tally,
        (key) =>
          post(
            `${bases[tally.answered.size % bases.length]}/v1/payouts`,
            { authorization: `Bearer ${options.secret}`, 'idempotency-key': key },
            { amount: options.amount, currency: 'USD' },
          ),
        (body) => String(body.id),
        201,
        options.budgetMs ?? 45_000,
      );
    }
  })();
  return {
    tally,
    async stop() {
      stopped = true;
      await loop;
      return tally;
    },
  };
}
