import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Env } from '../../env.ts';
import { addressKey, hashedKey } from '../../lib/counter-keys.ts';
import type { CounterStore } from '../../lib/counters.ts';
import type { SignInThrottle } from '../../ports.ts';

const DAY_SECONDS = 24 * 60 * 60;

/** Seconds of back-off after `failures` wrong passwords in a row (0 below the threshold). */
export function backoffSeconds(env: Env, failures: number): number {
  const over = failures - env.SIGN_IN_FAILURES_BEFORE_BACKOFF;
  if (over < 0) return 0;
  return Math.min(env.SIGN_IN_BACKOFF_SECONDS * 2 ** Math.min(over, 30), env.SIGN_IN_BACKOFF_MAX_SECONDS);
}

/**
 * Brute-force defence on sign-in with rate-limiter-flexible, counted where every process sees the
 * same attempts (Redis with REDIS_URL, else the `rate_limits` table; lib/counters.ts): consecutive
 * failures per account from any address (growing back-off) and per address across accounts (429).
 */
export function createSignInThrottle(counters: CounterStore, env: Env, appSecret: string): SignInThrottle {
  const accountFailures = counters({
    keyPrefix: 'signin_fail_acct',
    points: 1_000_000,
    duration: DAY_SECONDS,
  });
  const accountLock = counters({
    keyPrefix: 'signin_lock_acct',
    points: 1,
    duration: 1,
  });
  const addressFailures = counters({
    keyPrefix: 'signin_fail_ip',
    points: env.SIGN_IN_FAILURES_PER_ADDRESS,
    duration: 60 * 60,
  });
  const hash = hashedKey(appSecret);
  const accountKey = (email: string) => hash(email.trim().toLowerCase());

  const locked = async (email: string) => {
    const lock = await accountLock.get(accountKey(email));
    return lock !== null && lock.consumedPoints > 1 && lock.msBeforeNext > 0;
  };

  return {
    async check(email, ip) {
      const address = await addressFailures.get(addressKey(ip));
      if (address && address.consumedPoints >= env.SIGN_IN_FAILURES_PER_ADDRESS) {
        return { kind: 'address_blocked', retryAfterSeconds: Math.ceil(address.msBeforeNext / 1000) };
      }
      if (await locked(email)) return { kind: 'account_locked' };
      return { kind: 'open' };
    },
    backingOff: locked,
    async failed(email, ip) {
      await addressFailures.penalty(addressKey(ip));
      const key = accountKey(email);
      const counted = await accountFailures.penalty(key);
      const failures = counted instanceof RateLimiterRes ? counted.consumedPoints : 1;
      const seconds = backoffSeconds(env, failures);
      if (seconds > 0) await accountLock.block(key, seconds);
      return { failures, lockedForSeconds: seconds > 0 ? seconds : null };
    },
    async refused(ip) {
      await addressFailures.penalty(addressKey(ip));
    },
    async succeeded(email) {
      await accountFailures.delete(accountKey(email));
    },
    async clear(email) {
      const key = accountKey(email);
      await accountFailures.delete(key);
      await accountLock.delete(key);
    },
  };
}
