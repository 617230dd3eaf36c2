import { createHmac } from 'node:crypto';
import { and, eq, isNull, lt, ne, or } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { twoFactors } from '../../db/schema/two-factors.ts';
import { deriveKey } from '../../lib/secrets.ts';

const STEP_MS = 30_000;
/**
 * Better Auth accepts a code one step either side of now, so a code accepted at step `a` stays
 * valid until step `a + 2` at the latest: the same code inside that span is a replay.
 */
const WINDOW_STEPS = 2;

/**
 * Records an accepted authenticator code for the user; false when the same code was already
 * accepted inside its window. One conditional update: of two requests racing with one code, one wins.
 * Real time, like Better Auth's own check of the code.
 */
export async function claimTotpCode(ctx: AppContext, userId: string, code: string): Promise<boolean> {
  const step = Math.floor(Date.now() / STEP_MS);
  const hash = createHmac('sha256', deriveKey(ctx.appSecret, 'totp-replay'))
    .update(`${userId}:${code}`)
    .digest('base64url');
  const rows = await ctx.db
    .update(twoFactors)
    .set({ lastTotpStep: step, lastTotpCode: hash })
    .where(
      and(
        eq(twoFactors.userId, userId),
        or(
          isNull(twoFactors.lastTotpCode),
          ne(twoFactors.lastTotpCode, hash),
          lt(twoFactors.lastTotpStep, step - WINDOW_STEPS),
        ),
      ),
    )
    .returning({ id: twoFactors.id });
  return rows.length > 0;
}
