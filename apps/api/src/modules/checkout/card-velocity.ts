import { createHmac } from 'node:crypto';
import { RateLimiterDrizzle } from 'rate-limiter-flexible';
import type { Database } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/rate-limits.ts';
import type { Env } from '../../env.ts';
import { deriveKey } from '../../lib/secrets.ts';
import type { CardVelocity } from '../../ports.ts';

const HOUR_SECONDS = 60 * 60;

/**
 * Card testing on the public checkout, beside the per-address limit: attempts per card (a keyed
 * hash of its number, never the number) and declines per link, each per hour, counted in the
 * database (`rate_limits`) so every process sees them. Off with RATE_LIMIT_ENABLED=false.
 */
export function createCardVelocity(db: Database, env: Env, appSecret: string): CardVelocity {
  const store = { storeClient: db, schema: rateLimits, clearExpiredByTimeout: false, duration: HOUR_SECONDS };
  const perCard = new RateLimiterDrizzle({
    ...store,
    keyPrefix: 'pay_card',
    points: env.CHECKOUT_CARD_ATTEMPTS_PER_HOUR,
  });
  const perLink = new RateLimiterDrizzle({
    ...store,
    keyPrefix: 'pay_link_declines',
    points: env.CHECKOUT_LINK_DECLINES_PER_HOUR,
  });
  const pepper = deriveKey(appSecret, 'rate-limits');
  const fingerprint = (cardNumber: string) =>
    createHmac('sha256', pepper)
      .update(`card:${cardNumber.replace(/\D/g, '')}`)
      .digest('base64url')
      .slice(0, 32);
  const wait = async (limiter: RateLimiterDrizzle, key: string, points: number) => {
    const state = await limiter.get(key);
    return state && state.consumedPoints >= points ? Math.max(1, Math.ceil(state.msBeforeNext / 1000)) : null;
  };

  if (!env.RATE_LIMIT_ENABLED) {
    return { blockedFor: async () => null, attempted: async () => {}, declined: async () => {} };
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
    async declined(code) {
      await perLink.penalty(code);
    },
  };
}
