// The raw SQL loop: the statements the API sends for one payment (recorded at its driver,
// payment-statements.ts) sent straight through the driver, one payment after another on each
// connection, without the API: the baseline the API is compared with.
import type pg from 'pg';
import { type PaymentStatements, replayOf, type Sent } from './payment-statements.ts';
import type { Target } from './setup.ts';

/** Sends one round trip as the API's driver sent it (named: a prepared statement on PostgreSQL). */
export interface SqlRunner {
  send(sent: Sent): Promise<unknown>;
}

/** A pg connection sending a round trip as the API's did: by name, prepared once per connection. */
export const pgRunner = (client: pg.PoolClient): SqlRunner => ({
  send: ({ text, params, name }) =>
    name ? client.query({ name, text, values: params }) : client.query(text, params),
});

/** One payment as the API makes it, on `target`; a failed statement rolls its transaction back. */
export async function rawPayment(runner: SqlRunner, recorded: PaymentStatements, target: Target) {
  let open = false;
  try {
    for (const sent of replayOf(recorded, target)) {
      if (sent.text === 'begin') open = true;
      if (sent.text === 'commit') open = false;
      await runner.send(sent);
    }
  } catch (error) {
    if (open) await runner.send({ text: 'rollback', params: [] });
    throw error;
  }
}

/** Runs payments on every runner in parallel (one loop per connection) for `seconds`, each on a random target. */
export async function rawPaymentLoop(
  runners: SqlRunner[],
  recorded: PaymentStatements,
  targets: Target[],
  seconds: number,
): Promise<{ perSecond: number; payments: number }> {
  const deadline = Date.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    runners.map(async (runner) => {
      while (Date.now() < deadline) {
        await rawPayment(runner, recorded, targets[Math.floor(Math.random() * targets.length)] as Target);
        done++;
      }
    }),
  );
  return { perSecond: done / seconds, payments: done };
}
