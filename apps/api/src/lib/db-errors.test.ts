import { describe, expect, it } from 'vitest';
import { classifyDbError } from './db-errors.ts';

function pgError(code: string, message = 'server said no') {
  return Object.assign(new Error(message), { code });
}
/** Drizzle wraps driver errors: `Failed query: ...` with the driver's error as `cause`. */
function wrapped(cause: unknown) {
  return Object.assign(new Error('Failed query: select 1'), { cause });
}

describe('classifyDbError', () => {
  it('calls a server that is not there unavailable, through the wrapper too', () => {
    for (const code of ['57P01', '57P03', '53300', '08006', '08001']) {
      expect(classifyDbError(pgError(code))).toBe('unavailable');
      expect(classifyDbError(wrapped(pgError(code)))).toBe('unavailable');
    }
    expect(classifyDbError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(
      'unavailable',
    );
    expect(classifyDbError(wrapped(new Error('Connection terminated unexpectedly')))).toBe('unavailable');
    expect(classifyDbError(new Error('timeout exceeded when trying to connect'))).toBe('unavailable');
  });

  it('calls statement, lock and idle-transaction timeouts, deadlocks and serialization failures timeouts', () => {
    for (const code of ['57014', '55P03', '25P03', '40001', '40P01']) {
      expect(classifyDbError(wrapped(pgError(code)))).toBe('timeout');
    }
  });

  it('leaves every other error alone (constraint violations, bugs)', () => {
    expect(classifyDbError(wrapped(pgError('23505', 'duplicate key')))).toBeUndefined();
    expect(classifyDbError(wrapped(pgError('23514', 'check violation')))).toBeUndefined();
    expect(classifyDbError(new TypeError('x is undefined'))).toBeUndefined();
    expect(classifyDbError('a string')).toBeUndefined();
    expect(classifyDbError(undefined)).toBeUndefined();
  });
});
