import type { Env } from '../../env.ts';
import { addressKey, hashedKey } from '../../lib/counter-keys.ts';
import type { CounterStore, Limiter } from '../../lib/counters.ts';
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
  const wait = async (limiter: Limiter, key: string, points: number) => {
    const state = await limiter.get(key);
    return state && state.consumedPoints >= points ? Math.max(1, Math.ceil(state.msBeforeNext / 1000)) : null;
  };

  const reached = async (limiter: Limiter, key: string) =>
    ((await limiter.get(key))?.consumedPoints ?? 0) >= env.CHECKOUT_CHALLENGE_AFTER_DECLINES;

  if (!env.RATE_LIMIT_ENABLED) {
    return {
      blockedFor: async () => null,
      attempted: async () => {},
      declined: async () => {},
      challengeNeeded: async () => false,
    };
  }
  return {
    async blockedFor(code, cardNumber) {
      return (
        (await wait(perCard, fingerprint(cardNumber), env.CHECKOUT_CARD_ATTEMPTS_PER_HOUR)) ??
        (await wait(perLink, code, env.CHECKOUT_LINK_DECLINES_PER_HOUR))
      );
    },
    async attempted(cardNumber) {
      await perCard.penalty(fingerprint(cardNumber));
    },
    async declined(code, ip) {
      await perLink.penalty(code);
      await perAddress.penalty(addressKey(ip));
    },
    async challengeNeeded(code, ip) {
      return (await reached(perLink, code)) || (await reached(perAddress, addressKey(ip)));
    },
  };
}
