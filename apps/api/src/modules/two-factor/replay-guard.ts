import { hotpCode, TOTP_STEP_MS } from '@kopru/domain/totp';
import { symmetricDecrypt } from 'better-auth/crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { twoFactors } from '../../db/schema/two-factors.ts';
import { authSecretOf } from '../auth/better-auth.ts';

/**
 * Better Auth takes a code one step either side of now (and has just taken it); one more step
 * back covers a request that crossed a step boundary since.
 */
const STEPS_BACK = 2;
const STEPS_AHEAD = 1;

/**
 * The 30-second step whose code `code` is, near now; null when none is. The secret is Better
 * Auth's (its `two_factors` row, encrypted with the auth key), used as UTF-8 bytes as its own
 * check does. When two steps give the same code the later is taken: it refuses more.
 */
async function stepOfCode(ctx: AppContext, encryptedSecret: string, code: string): Promise<number | null> {
  const secret = await symmetricDecrypt({ key: authSecretOf(ctx.appSecret), data: encryptedSecret });
  const key = Buffer.from(secret, 'utf8');
  const now = Math.floor(Date.now() / TOTP_STEP_MS);
  for (let step = now + STEPS_AHEAD; step >= now - STEPS_BACK; step--) {
    if (hotpCode(key, step) === code) return step;
  }
  return null;
}

/**
 * RFC 6238 §5.2: once a code of step k was accepted for a user, no code of step k or earlier is
 * accepted again, neither the same code nor an older one of the window sent after it. Records k in
 * one conditional update, so of requests racing with codes of the same step (or an earlier one
 * against a later) only one wins. Real time, like Better Auth's check. False: refuse the code.
 */
export async function claimTotpCode(ctx: AppContext, userId: string, code: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ secret: twoFactors.secret })
    .from(twoFactors)
    .where(eq(twoFactors.userId, userId))
    .limit(1);
  if (!row) return false;
  const step = await stepOfCode(ctx, row.secret, code);
  if (step === null) return false;
  const claimed = await ctx.db
    .update(twoFactors)
    .set({ lastTotpStep: step })
    .where(
      and(
        eq(twoFactors.userId, userId),
        or(isNull(twoFactors.lastTotpStep), lt(twoFactors.lastTotpStep, step)),
      ),
    )
    .returning({ id: twoFactors.id });
  return claimed.length > 0;
}
