import { AppError } from '@kopru/domain/errors';
import type { SessionResponse } from '@kopru/domain/schemas/session';
import type { AppContext } from '../../context.ts';
import type { RequestAuth } from '../../ports.ts';
import { toSessionResponse } from '../auth/service.ts';
import { resolveMembership } from '../members/membership.ts';
import { setSessionMerchant } from '../members/repository.ts';

/** The session works in another merchant of the user's: 404 when not a member there. */
export async function switchMerchant(
  ctx: AppContext,
  auth: RequestAuth,
  merchantId: string,
): Promise<SessionResponse> {
  const target = auth.memberships.find((m) => m.merchantId === merchantId);
  if (!target) throw new AppError('not_found');
  const membership = await ctx.db.transaction(async (tx) => {
    await setSessionMerchant(tx, auth.sessionToken, merchantId);
    const chosen = await resolveMembership(tx, auth.user, auth.sessionToken);
    if (chosen.merchant?.suspendedAt) throw new AppError('merchant_suspended');
    return chosen;
  });
  return toSessionResponse(ctx, { user: auth.user, sessionToken: auth.sessionToken, ...membership });
}
