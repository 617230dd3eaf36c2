import { altchaChallenge } from '@kopru/domain/schemas/checkout';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey as pbkdf2 } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import type { Env } from '../../env.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CounterStore } from '../../lib/counters.ts';
import { deriveKey } from '../../lib/secrets.ts';
import type { PayChallenge } from '../../ports.ts';

/** How long a challenge may be solved and used: long enough to type a card after solving it. */
export const CHALLENGE_TTL_SECONDS = 10 * 60;
const ALGORITHM = 'PBKDF2/SHA-256';

/** What the widget posts back: the challenge it was given and the counter it found. */
const solvedPayload = z.object({
  challenge: altchaChallenge,
  solution: z.object({ counter: z.number().int().min(0), derivedKey: z.string().max(256) }),
});

function parsePayload(payload: string) {
  try {
    const parsed = solvedPayload.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The self-hosted proof-of-work challenge of the public checkout (ALTCHA, altcha-lib v2): a
 * PBKDF2 search whose answer the server picked and signed (HMAC keys derived from APP_SECRET),
 * so checking a solution costs one HMAC. A used challenge is remembered with the other counters
 * (Redis or `rate_limits`, lib/counters.ts) until it expires, so every process refuses its replay.
 */
export function createPayChallenge(
  counters: CounterStore,
  env: Env,
  appSecret: string,
  clock: Clock,
): PayChallenge {
  const hmacSignatureSecret = deriveKey(appSecret, 'pay-challenge');
  const hmacKeySignatureSecret = deriveKey(appSecret, 'pay-challenge-key');
  const used = counters({ keyPrefix: 'pay_challenge_used', points: 1, duration: CHALLENGE_TTL_SECONDS });
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  // One atomic increment: only the first use of a nonce sees 1.
  const markUsed = async (nonce: string) => (await used.penalty(nonce)).consumedPoints === 1;

  return {
    async issue(code) {
      const tries = env.CHECKOUT_CHALLENGE_TRIES;
      const challenge = await createChallenge({
        algorithm: ALGORITHM,
        cost: env.CHECKOUT_CHALLENGE_COST,
        counter: randomInt(tries, Math.ceil(tries / 2)),
        deriveKey: pbkdf2,
        expiresAt: nowSeconds() + CHALLENGE_TTL_SECONDS,
        data: { link: code },
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      return altchaChallenge.parse(challenge);
    },
    async redeem(code, payload) {
      const solved = parsePayload(payload);
      if (!solved) return 'failed';
      const { parameters } = solved.challenge;
      if (parameters.data?.link !== code || !parameters.expiresAt || parameters.expiresAt < nowSeconds()) {
        return 'failed';
      }
      const result = await verifySolution({
        challenge: solved.challenge,
        solution: solved.solution,
        deriveKey: pbkdf2,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      if (!result.verified) return 'failed';
      return (await markUsed(parameters.nonce)) ? 'ok' : 'failed';
    },
  };
}
