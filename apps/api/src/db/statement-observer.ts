import type { PGlite, Transaction as PgliteTransaction } from '@electric-sql/pglite';
import type pg from 'pg';

/**
 * Told of every round trip the driver makes, with the SQL text it sent, its parameters and, for a
 * named prepared statement, its name (the bench's counter of round trips and statements per
 * payment, and its raw SQL loop, which sends what the API sent). Only a database opened with an
 * observer is wrapped: without one the driver is used as it is and nothing is counted.
 */
export type StatementObserver = (text: string, params?: unknown[], name?: string) => void;

type QueryArgument = string | { text: string; values?: unknown[]; name?: string };

/** Every connection of the pool, from its birth: pool.query and transactions both go through it. */
export function observePool(pool: pg.Pool, observe: StatementObserver): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const sent = args[0] as QueryArgument;
      if (typeof sent === 'string') observe(sent, args[1] as unknown[] | undefined);
      else observe(sent.text, sent.values ?? (args[1] as unknown[] | undefined), sent.name);
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
    observe(text, rest[0]);
    return query(text, ...rest);
  }) as typeof client.query;
  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(work: (tx: PgliteTransaction) => Promise<T>) => {
    observe('begin');
    return transaction(async (tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = ((text: string, ...rest: never[]) => {
        observe(text, rest[0]);
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
