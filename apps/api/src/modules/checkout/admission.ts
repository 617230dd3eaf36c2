import { AppError } from '@kopru/domain/errors';
import type { AppContext } from '../../context.ts';

/**
 * Lets an attempt on the public checkout through, or refuses it: the hard card-testing limits
 * first (429 with Retry-After), then, after repeated declines on the link or from the address, a
 * solved proof-of-work challenge for this link that was not used before (428 without one, 400
 * for a wrong, expired or replayed one). A solved challenge never lifts a hard limit. The limits
 * are for new attempts: a retry of an attempt already started (`started`) gets its outcome. That
 * is asked only when a limit or a challenge would refuse, so an admitted payment does not spend a
 * database round trip on it (issue 43); reading the counters first changes nothing they hold.
 */
export async function admitAttempt(
  ctx: AppContext,
  input: {
    code: string;
    cardNumber: string | undefined;
    ip: string;
    altcha: string | undefined;
    started: () => Promise<boolean>;
  },
): Promise<void> {
  const limits = await ctx.cardVelocity.admit(input.code, input.cardNumber, input.ip);
  if (!('retryAfterSeconds' in limits) && !limits.challengeNeeded) return;
  if (await input.started()) return;
  if ('retryAfterSeconds' in limits) throw new AppError('rate_limited', limits);
  if (!input.altcha) throw new AppError('challenge_required');
  if ((await ctx.payChallenge.redeem(input.code, input.altcha)) !== 'ok')
    throw new AppError('challenge_failed');
}
