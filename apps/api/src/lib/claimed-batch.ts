import type { Clock } from './clock.ts';
import { classifyDbError } from './db-errors.ts';

/** When a row whose handling met a database fault is tried again. */
const RETRY_AFTER_DB_FAULT_MS = 2_000;

export interface ClaimedBatch<Row, Id> {
  clock: Clock;
  /** One short transaction (FOR UPDATE SKIP LOCKED) that leases the due rows to this worker. */
  claim: (now: Date) => Promise<Row[]>;
  /** Asks the acquirer outside any transaction and records its answer (back-off included). */
  handle: (row: Row) => Promise<void>;
  /** The id `giveBack` takes. */
  idOf: (row: Row) => Id;
  /** Ends the lease of rows this pass will not finish: due again at `at`. */
  giveBack: (ids: Id[], at: Date) => Promise<void>;
  stopping?: AbortSignal | undefined;
}

/**
 * One pass of a worker that asks the acquirer about claimed rows (reconcilers, the sub-merchants
 * and release workers): claim, handle one at a time. Shutting down, the rest is due again at once
 * for another process. A database fault (held lock, exhausted pool, restart) gives that row back
 * soon instead of holding it for the whole lease, the others of the batch go on, and the first
 * fault is thrown at the end; any other error ends the pass at once. Returns how many were claimed.
 */
export async function workClaimedBatch<Row, Id>(batch: ClaimedBatch<Row, Id>): Promise<number> {
  const { clock, handle, idOf, giveBack, stopping } = batch;
  const claimed = await batch.claim(clock.now());
  let fault: unknown;
  for (const [index, row] of claimed.entries()) {
    if (stopping?.aborted) {
      await giveBack(claimed.slice(index).map(idOf), clock.now());
      break;
    }
    try {
      await handle(row);
    } catch (error) {
      if (!classifyDbError(error)) throw error;
      fault ??= error;
      await giveBack([idOf(row)], new Date(clock.now().getTime() + RETRY_AFTER_DB_FAULT_MS)).catch(() => {});
    }
  }
  if (fault) throw fault;
  return claimed.length;
}
