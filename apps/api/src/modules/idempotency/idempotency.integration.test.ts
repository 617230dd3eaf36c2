import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDbKind } from '../../../test/test-app.ts';
import { idempotencyKeys } from '../../db/schema/idempotency-keys.ts';
import { runIdempotent } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const input = (key: string, body: unknown = { amount: 100 }) => ({
  scope: 'test:idempotency',
  key,
  fingerprint: body,
});

async function rowsOf(key: string) {
  return t.database.db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, 'test:idempotency'), eq(idempotencyKeys.key, key)));
}

describe('idempotency claims', () => {
  it('stores the response with the work and replays it; another body is 422', async () => {
    let runs = 0;
    const work = async () => ({ status: 201, body: { run: ++runs } });
    expect(await runIdempotent(t.app.ctx, input('k-1'), work)).toEqual({
      status: 201,
      body: { run: 1 },
      replayed: false,
    });
    expect(await runIdempotent(t.app.ctx, input('k-1'), work)).toEqual({
      status: 201,
      body: { run: 1 },
      replayed: true,
    });
    await expect(runIdempotent(t.app.ctx, input('k-1', { amount: 5 }), work)).rejects.toMatchObject({
      code: 'idempotency_error',
    });
    expect(runs).toBe(1);
  });

  it('leaves nothing behind when the work dies (process, connection or error): the retry runs at once', async () => {
    await expect(
      runIdempotent(t.app.ctx, input('k-2'), async () => {
        throw new Error('connection lost mid-request');
      }),
    ).rejects.toThrow('connection lost');
    expect(await rowsOf('k-2')).toHaveLength(0);
    const retry = await runIdempotent(t.app.ctx, input('k-2'), async () => ({ status: 200, body: 'ok' }));
    expect(retry).toEqual({ status: 200, body: 'ok', replayed: false });
    expect((await rowsOf('k-2'))[0]?.status).toBe('completed');
  });

  it.skipIf(testDbKind !== 'postgres')(
    'answers 409 at once, without waiting, while the same key is in flight',
    async () => {
      let finish: () => void = () => {};
      const first = runIdempotent(t.app.ctx, input('k-3'), async () => {
        await new Promise<void>((resolve) => {
          finish = resolve;
        });
        return { status: 201, body: 'first' };
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      const started = Date.now();
      await expect(
        runIdempotent(t.app.ctx, input('k-3'), async () => ({ status: 201, body: 'second' })),
      ).rejects.toMatchObject({ code: 'idempotency_key_in_use' });
      expect(Date.now() - started).toBeLessThan(500);
      finish();
      expect((await first).body).toBe('first');
      const replay = await runIdempotent(t.app.ctx, input('k-3'), async () => ({
        status: 201,
        body: 'third',
      }));
      expect(replay).toEqual({ status: 201, body: 'first', replayed: true });
    },
  );
});
