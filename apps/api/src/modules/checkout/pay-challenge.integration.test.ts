import { randomBytes } from 'node:crypto';
import { solveChallenge } from 'altcha-lib';
import { deriveKey as pbkdf2 } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLink, createVerifiedMerchant, type SignedIn } from '../../../test/factories.ts';
import { testClock } from '../../../test/payment-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const clock = testClock();
let t: TestApp;
let sme: SignedIn;
beforeAll(async () => {
  t = await createTestApp({
    clock,
    env: {
      CHECKOUT_CHALLENGE_AFTER_DECLINES: '2',
      CHECKOUT_CHALLENGE_COST: '10',
      CHECKOUT_CHALLENGE_TRIES: '40',
      CHECKOUT_LINK_DECLINES_PER_HOUR: '4',
    },
  });
  sme = await createVerifiedMerchant(t.app, t.database.db);
});
afterAll(async () => {
  await t.close();
});

const good = { cardNumber: '4242 4242 4242 4242' };
const declined = { cardNumber: '4000 0000 0000 0002' };
const testCard = { expiry: '12/30', cvc: '123', cardholderName: 'Emma Schmidt', email: 'payer@example.com' };
let nextAddress = 10;
const freshAddress = () => `198.51.100.${nextAddress++}`;

const link = async () => (await createLink(t.app, sme.cookie)).code;

function pay(code: string, card: object, from: string, extra: { altcha?: string; key?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/public/links/${code}/payments`,
    remoteAddress: from,
    headers: { 'idempotency-key': extra.key ?? randomBytes(8).toString('hex') },
    payload: { ...testCard, ...card, ...(extra.altcha ? { altcha: extra.altcha } : {}) },
  });
}

async function challengeFor(code: string, from: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/public/links/${code}/challenge`,
    remoteAddress: from,
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json();
}

/** What the widget does in the browser: finds the counter and encodes the payload. */
async function solve(challenge: { parameters: object; signature: string }) {
  const solution = await solveChallenge({ challenge: challenge as never, deriveKey: pbkdf2 });
  if (!solution) throw new Error('not solved');
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  };
  return { solution, altcha: Buffer.from(JSON.stringify(payload)).toString('base64') };
}

async function declineTwice(code: string) {
  for (let i = 0; i < 2; i++)
    expect((await pay(code, declined, freshAddress())).json().status).toBe('failed');
}

describe('proof-of-work challenge on the public checkout', () => {
  it('is not asked for before declines', async () => {
    const code = await link();
    const answer = await challengeFor(code, freshAddress());
    expect(answer.required).toBe(false);
    expect(answer.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 10, data: { link: code } });
    expect((await pay(code, good, freshAddress())).statusCode).toBe(200);
  });

  it('after declines on a link, wants a solved challenge from every address; a right one pays', async () => {
    const code = await link();
    await declineTwice(code);
    const payer = freshAddress();
    const challenge = await challengeFor(code, payer);
    expect(challenge.required).toBe(true);

    const without = await pay(code, good, payer);
    expect(without.statusCode).toBe(428);
    expect(without.json().error.code).toBe('challenge_required');

    const { altcha } = await solve(challenge);
    const paid = await pay(code, good, payer, { altcha });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().status).toBe('succeeded');
  });

  it('refuses a replayed, wrong, foreign or expired solution', async () => {
    const code = await link();
    await declineTwice(code);
    const payer = freshAddress();
    const used = await solve(await challengeFor(code, payer));
    expect((await pay(code, good, payer, { altcha: used.altcha })).statusCode).toBe(200);
    const replay = await pay(code, good, payer, { altcha: used.altcha });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.code).toBe('challenge_failed');

    const challenge = await challengeFor(code, payer);
    const { solution } = await solve(challenge);
    const wrongKey = Buffer.from(
      JSON.stringify({
        challenge: { parameters: challenge.parameters, signature: challenge.signature },
        // Another first hex digit: 'f' over a key that already starts with 'f' would change nothing.
        solution: {
          counter: solution.counter + 1,
          derivedKey: (solution.derivedKey.startsWith('f') ? '0' : 'f') + solution.derivedKey.slice(1),
        },
      }),
    ).toString('base64');
    expect((await pay(code, good, payer, { altcha: wrongKey })).json().error.code).toBe('challenge_failed');
    const tampered = Buffer.from(
      JSON.stringify({
        challenge: { parameters: { ...challenge.parameters, cost: 1 }, signature: challenge.signature },
        solution,
      }),
    ).toString('base64');
    expect((await pay(code, good, payer, { altcha: tampered })).json().error.code).toBe('challenge_failed');
    expect((await pay(code, good, payer, { altcha: 'not base64 json' })).json().error.code).toBe(
      'challenge_failed',
    );

    const other = await link();
    const foreign = await solve(await challengeFor(other, payer));
    expect((await pay(code, good, payer, { altcha: foreign.altcha })).json().error.code).toBe(
      'challenge_failed',
    );

    const late = await solve(await challengeFor(code, payer));
    clock.advance(11 * 60 * 1000);
    expect((await pay(code, good, payer, { altcha: late.altcha })).json().error.code).toBe(
      'challenge_failed',
    );
    // The solution that was never accepted still works while it is live.
    const fresh = await solve(await challengeFor(code, payer));
    expect((await pay(code, good, payer, { altcha: fresh.altcha })).statusCode).toBe(200);
  });

  it('answers a retry of a paid attempt with its outcome, not a challenge refusal', async () => {
    const code = await link();
    await declineTwice(code);
    const payer = freshAddress();
    const { altcha } = await solve(await challengeFor(code, payer));
    const first = await pay(code, good, payer, { altcha, key: 'retry-key-1' });
    const retry = await pay(code, good, payer, { altcha, key: 'retry-key-1' });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().paymentId).toBe(first.json().paymentId);
  });

  it('counts declines per address across links', async () => {
    const tester = freshAddress();
    expect((await pay(await link(), declined, tester)).json().status).toBe('failed');
    expect((await pay(await link(), declined, tester)).json().status).toBe('failed');
    const code = await link();
    expect((await challengeFor(code, tester)).required).toBe(true);
    expect((await pay(code, good, tester)).statusCode).toBe(428);
    expect((await challengeFor(code, freshAddress())).required).toBe(false);
    expect((await pay(code, good, freshAddress())).statusCode).toBe(200);
  });

  it('keeps the hard per-link limit above the challenge', async () => {
    const code = await link();
    for (let i = 0; i < 4; i++) {
      const payer = freshAddress();
      const challenge = await challengeFor(code, payer);
      const altcha = challenge.required ? (await solve(challenge)).altcha : undefined;
      expect((await pay(code, declined, payer, { altcha })).json().status).toBe('failed');
    }
    const payer = freshAddress();
    const { altcha } = await solve(await challengeFor(code, payer));
    const blocked = await pay(code, good, payer, { altcha });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('rate_limited');
  });
});
