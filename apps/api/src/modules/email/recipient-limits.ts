import type { Env } from '../../env.ts';
import { addressKey, hashedKey } from '../../lib/counter-keys.ts';
import type { CounterStore } from '../../lib/counters.ts';

const HOUR_SECONDS = 60 * 60;

/** E-mails whose recipient the requester types in: each kind counted on its own per recipient. */
export type ChosenRecipientEmail = 'signUpAttempt' | 'confirmEmail' | 'resetPassword' | 'teamInvitation';

export type RecipientLimitAnswer = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RecipientLimits {
  /**
   * Counts one e-mail of `kind` to `recipient` asked for from `ip`: allowed while the client is
   * under EMAILS_PER_CLIENT_PER_HOUR (all kinds and recipients) and the recipient under
   * EMAILS_PER_RECIPIENT_PER_HOUR (this kind). A client over its limit spends no recipient's count.
   */
  take(kind: ChosenRecipientEmail, recipient: string, ip: string): Promise<RecipientLimitAnswer>;
}

/**
 * Rotating client addresses (or one address rotating recipients) must not flood an inbox with
 * e-mails nobody there asked for. Counted where every process sees them (Redis with REDIS_URL,
 * else the `rate_limits` table; lib/counters.ts), the recipient as a keyed hash. Each kind has
 * its own count, so a flood of sign-up warnings does not stop the owner's own reset e-mail.
 */
export function createRecipientLimits(counters: CounterStore, env: Env, appSecret: string): RecipientLimits {
  if (!env.RATE_LIMIT_ENABLED) return { take: async () => ({ allowed: true }) };
  const perClient = counters({
    keyPrefix: 'mail_client',
    points: env.EMAILS_PER_CLIENT_PER_HOUR,
    duration: HOUR_SECONDS,
  });
  const perRecipient = counters({
    keyPrefix: 'mail_to',
    points: env.EMAILS_PER_RECIPIENT_PER_HOUR,
    duration: HOUR_SECONDS,
  });
  const hash = hashedKey(appSecret);
  const over = (counted: { consumedPoints: number; msBeforeNext: number }, points: number) =>
    counted.consumedPoints > points
      ? { allowed: false as const, retryAfterSeconds: Math.max(1, Math.ceil(counted.msBeforeNext / 1000)) }
      : null;

  return {
    async take(kind, recipient, ip) {
      const client = await perClient.penalty(addressKey(ip));
      const clientOver = over(client, env.EMAILS_PER_CLIENT_PER_HOUR);
      if (clientOver) return clientOver;
      const counted = await perRecipient.penalty(hash(`${kind}:${recipient.trim().toLowerCase()}`));
      return over(counted, env.EMAILS_PER_RECIPIENT_PER_HOUR) ?? { allowed: true };
    },
  };
}
