import { EventEmitter } from 'node:events';
import { pgErrorCode } from './pg-errors.ts';

/**
 * How a database fault shows itself:
 * - `connection_lost`: a pooled connection died (server restart, failover, network), seen by the
 *   connection's own error listener, whether the connection was idle or in use;
 * - `unavailable`: a request could not get a working connection (server down, starting up or
 *   shutting down, too many connections, pool acquire timeout, connection dropped mid-query);
 * - `timeout`: the server ended a statement or a transaction for us (statement_timeout,
 *   lock_timeout, idle_in_transaction_session_timeout) or a serialization failure / deadlock.
 */
export type DbErrorKind = 'connection_lost' | 'unavailable' | 'timeout';

/** SQLSTATEs of a server that is not there (classes 08 and 57P, 53300 too many connections). */
const unavailableCodes = new Set(['53300', '53400', '57P01', '57P02', '57P03', '57P04', '57P05']);
/** The server gave up on our statement or transaction; the same request may succeed later. */
const timeoutCodes = new Set(['57014', '55P03', '25P03', '40001', '40P01']);
/** Node socket errors and node-postgres / pg-pool messages of a connection that is not there. */
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
const unavailableMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'terminating connection',
  'the database system is',
];

/** Looks through Drizzle's wrapper (`cause`) for a database-fault error; undefined otherwise. */
export function classifyDbError(error: unknown): Exclude<DbErrorKind, 'connection_lost'> | undefined {
  const code = pgErrorCode(error);
  if (code) {
    if (code.startsWith('08') || unavailableCodes.has(code)) return 'unavailable';
    if (timeoutCodes.has(code)) return 'timeout';
    return undefined;
  }
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code: nodeCode, message } = current as { code?: unknown; message?: unknown };
    if (typeof nodeCode === 'string' && socketCodes.has(nodeCode)) return 'unavailable';
    if (typeof message === 'string' && unavailableMessages.some((text) => message.includes(text)))
      return 'unavailable';
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Database faults of this process, for the `db_errors_total` metric. A process-wide emitter
 * because connection errors happen outside any request (an idle connection dies). Not named
 * 'error': an EventEmitter throws an 'error' nobody listens to.
 */
export const dbErrorEvents = new EventEmitter<{ fault: [kind: DbErrorKind] }>();
// Every app built in the process (tests build many) adds its metrics listener.
dbErrorEvents.setMaxListeners(0);

export function reportDbError(kind: DbErrorKind): void {
  dbErrorEvents.emit('fault', kind);
}
