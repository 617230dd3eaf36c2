import type { RateLimiterRes } from 'rate-limiter-flexible';
import type { Env } from '../../env.ts';
import { addressKey, hashedKey } from '../../lib/counter-keys.ts';
import type { CounterStore } from '../../lib/counters.ts';
import type { CardVelocity } from '../../ports.ts';

const HOUR_SECONDS = 60 * 60;

/**
 * Card testing on the public checkout, beside the per-address limit: attempts per card (a keyed
 * hash of its number, never the number) and declines per link, each per hour, are hard limits
 * (429). Below them, declines per link and per address ask for a proof-of-work challenge
 * (pay-challenge.ts). Counted where every process sees them (Redis with REDIS_URL, else the
 * `rate_limits` table; lib/counters.ts). Off with RATE_LIMIT_ENABLED=false.
 */
export function createCardVelocity(counters: CounterStore, env: Env, appSecret: string): CardVelocity {
  const perCard = counters({
    duration: HOUR_SECONDS,
    keyPrefix: 'pay_card',
    points: env.CHECKOUT_CARD_ATTEMPTS_PER_HOUR,
  });
  const perLink = counters({
    duration: HOUR_SECONDS,
    keyPrefix: 'pay_link_declines',
    points: env.CHECKOUT_LINK_DECLINES_PER_HOUR,
  });
  const perAddress = counters({
    duration: HOUR_SECONDS,
    keyPrefix: 'pay_ip_declines',
    points: env.CHECKOUT_CHALLENGE_AFTER_DECLINES,
  });
  const hash = hashedKey(appSecret);
  const fingerprint = (cardNumber: string) => hash(`card:${cardNumber.replace(/\D/g, '')}`);
  const waitOf = (state: RateLimiterRes | null, points: number) =>
    state && state.consumedPoints >= points ? Math.max(1, Math.ceil(state.msBeforeNext / 1000)) : null;
  const reached = (state: RateLimiterRes | null) =>
    (state?.consumedPoints ?? 0) >= env.CHECKOUT_CHALLENGE_AFTER_DECLINES;
  // No card number: typed on the acquirer's page, which counts attempts per card itself.
  const cardWait = async (cardNumber: string | undefined) =>
    cardNumber === undefined
      ? null
      : waitOf(await perCard.get(fingerprint(cardNumber)), env.CHECKOUT_CARD_ATTEMPTS_PER_HOUR);
  const linkWait = (state: RateLimiterRes | null) => waitOf(state, env.CHECKOUT_LINK_DECLINES_PER_HOUR);
  const addressReached = async (ip: string) => reached(await perAddress.get(addressKey(ip)));

  if (!env.RATE_LIMIT_ENABLED) {
    return {
      blockedFor: async () => null,
      admit: async () => ({ challengeNeeded: false }),
      attempted: async () => {},
      declined: async () => {},
      challengeNeeded: async () => false,
    };
  }
  return {
    async blockedFor(code, cardNumber) {
      return (await cardWait(cardNumber)) ?? linkWait(await perLink.get(code));
    },
    // The link's declines are read once for both the hard limit and the challenge.
    async admit(code, cardNumber, ip) {
      const card = await cardWait(cardNumber);
      if (card !== null) return { retryAfterSeconds: card };
      const link = await perLink.get(code);
      const wait = linkWait(link);
      if (wait !== null) return { retryAfterSeconds: wait };
      return { challengeNeeded: reached(link) || (await addressReached(ip)) };
    },
    async attempted(cardNumber) {
      if (cardNumber !== undefined) await perCard.penalty(fingerprint(cardNumber));
    },
    async declined(code, ip) {
      await perLink.penalty(code);
      await perAddress.penalty(addressKey(ip));
    },
    async challengeNeeded(code, ip) {
      return reached(await perLink.get(code)) || (await addressReached(ip));
    },
  };
}
