import type { PGlite, Transaction as PgliteTransaction } from '@electric-sql/pglite';
import type pg from 'pg';

/**
 * Told of every round trip the driver makes, with the SQL text it sent (the bench's counter of
 * round trips and statements per payment, and the test that keeps the bench's raw SQL loop the
 * same as the API's statements). Only a database opened with an observer is wrapped: without one
 * the driver is used as it is and nothing is counted.
 */
export type StatementObserver = (text: string) => void;

type QueryArgument = string | { text: string };
const textOf = (query: QueryArgument) => (typeof query === 'string' ? query : query.text);

/** Every connection of the pool, from its birth: pool.query and transactions both go through it. */
export function observePool(pool: pg.Pool, observe: StatementObserver): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      observe(textOf(args[0] as QueryArgument));
      return query(...args);
    }) as typeof client.query;
  });
}

/**
 * PGlite runs in the process: its statements, and a transaction's begin and commit, which it sends
 * itself.
 */
export function observePglite(client: PGlite, observe: StatementObserver): void {
  const query = client.query.bind(client);
  client.query = ((text: string, ...rest: never[]) => {
    observe(text);
    return query(text, ...rest);
  }) as typeof client.query;
  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(work: (tx: PgliteTransaction) => Promise<T>) => {
    observe('begin');
    return transaction(async (tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = ((text: string, ...rest: never[]) => {
        observe(text);
        return txQuery(text, ...rest);
      }) as typeof tx.query;
      try {
        const result = await work(tx);
        observe('commit');
        return result;
      } catch (error) {
        observe('rollback');
        throw error;
      }
    });
  }) as typeof client.transaction;
}
