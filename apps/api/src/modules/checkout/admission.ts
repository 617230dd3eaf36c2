import { AppError } from '@kopru/domain/errors';
import type { AppContext } from '../../context.ts';

/**
 * Lets a new attempt on the public checkout through, or refuses it: the hard card-testing limits
 * first (429 with Retry-After), then, after repeated declines on the link or from the address, a
 * solved proof-of-work challenge for this link that was not used before (428 without one, 400
 * for a wrong, expired or replayed one). A solved challenge never lifts a hard limit.
 */
export async function admitAttempt(
  ctx: AppContext,
  input: { code: string; cardNumber: string | undefined; ip: string; altcha: string | undefined },
): Promise<void> {
  const limits = await ctx.cardVelocity.admit(input.code, input.cardNumber, input.ip);
  if ('retryAfterSeconds' in limits) throw new AppError('rate_limited', limits);
  if (!limits.challengeNeeded) return;
  if (!input.altcha) throw new AppError('challenge_required');
  if ((await ctx.payChallenge.redeem(input.code, input.altcha)) !== 'ok')
    throw new AppError('challenge_failed');
}
