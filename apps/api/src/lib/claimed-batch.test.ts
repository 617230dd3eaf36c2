import { describe, expect, it } from 'vitest';
import { workClaimedBatch } from './claimed-batch.ts';

const now = new Date('2026-03-02T10:00:00Z');
const clock = { now: () => now };
const lockTimeout = () =>
  Object.assign(new Error('canceling statement due to lock timeout'), { code: '55P03' });

function batch(rows: string[], handle: (row: string) => Promise<void>, stopping?: AbortSignal) {
  const given: { rows: string[]; at: Date }[] = [];
  const handled: string[] = [];
  const pass = workClaimedBatch({
    clock,
    claim: async () => rows,
    handle: async (row) => {
      handled.push(row);
      await handle(row);
    },
    idOf: (row) => row,
    giveBack: async (back, at) => {
      given.push({ rows: back, at });
    },
    stopping,
  });
  return { pass, given, handled };
}

describe('workClaimedBatch', () => {
  it('handles every claimed row and says how many it claimed', async () => {
    const { pass, given, handled } = batch(['a', 'b'], async () => {});
    await expect(pass).resolves.toBe(2);
    expect(handled).toEqual(['a', 'b']);
    expect(given).toEqual([]);
  });

  it('gives the rest back at once when the process is stopping', async () => {
    const stop = new AbortController();
    const { pass, given, handled } = batch(
      ['a', 'b', 'c'],
      async () => {
        stop.abort();
      },
      stop.signal,
    );
    await expect(pass).resolves.toBe(3);
    expect(handled).toEqual(['a']);
    expect(given).toEqual([{ rows: ['b', 'c'], at: now }]);
  });

  it('gives a row that met a database fault back soon, goes on, and throws the first fault', async () => {
    const first = lockTimeout();
    const { pass, given, handled } = batch(['a', 'b', 'c'], async (row) => {
      if (row === 'a') throw first;
      if (row === 'b') throw lockTimeout();
    });
    await expect(pass).rejects.toBe(first);
    expect(handled).toEqual(['a', 'b', 'c']);
    expect(given).toEqual([
      { rows: ['a'], at: new Date(now.getTime() + 2_000) },
      { rows: ['b'], at: new Date(now.getTime() + 2_000) },
    ]);
  });

  it('ends the pass at once on an error that is not a database fault', async () => {
    const bug = new TypeError('not a fault');
    const { pass, given, handled } = batch(['a', 'b'], async () => {
      throw bug;
    });
    await expect(pass).rejects.toBe(bug);
    expect(handled).toEqual(['a']);
    expect(given).toEqual([]);
  });
});
