import { AppError } from '@kopru/domain/errors';
import type { Role } from '@kopru/domain/schemas/auth';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { MerchantRow } from '../../db/schema/merchants.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { findMerchantByUserId } from '../merchants/repository.ts';
import { deleteSessionByToken, findUserById } from './repository.ts';

export interface RequestAuth {
  user: UserRow;
  sessionToken: string;
  merchant: MerchantRow | null;
}

/**
 * Resolves the session cookie to a user (and their merchant); forwards the renewed cookie when
 * Better Auth extends the session. Returns null when there is no usable session.
 */
export async function loadRequestAuth(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<RequestAuth | null> {
  const { auth, db } = request.server.ctx;
  const { headers, response } = await auth.api.getSession({
    headers: fromNodeHeaders(request.headers),
    returnHeaders: true,
  });
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response) return null;
  // Real time, like Better Auth's own expiry (a test clock moves business time, not sessions).
  const age = Date.now() - new Date(response.session.createdAt).getTime();
  if (age > request.server.ctx.env.SESSION_MAX_AGE_SECONDS * 1000) {
    // Past its absolute lifetime: the session ends on the server, whatever its activity.
    await deleteSessionByToken(db, response.session.token);
    return null;
  }
  const user = await findUserById(db, response.user.id);
  if (user?.status !== 'active') return null;
  const merchant = user.role === 'sme' ? ((await findMerchantByUserId(db, user.id)) ?? null) : null;
  if (merchant?.suspendedAt) return null;
  return { user, sessionToken: response.session.token, merchant };
}

/** onRequest: 401 without a session, 403 when the user's role is not one of `roles`. */
export function requireRole(...roles: Role[]): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const auth = await loadRequestAuth(request, reply);
    if (!auth) throw new AppError('unauthenticated');
    if (!roles.includes(auth.user.role)) throw new AppError('forbidden');
    if (auth.user.role === 'sme' && !auth.merchant) throw new AppError('forbidden');
    request.auth = auth;
  };
}

/** The session of a route guarded by requireRole; a missing one is a wiring bug, not a user error. */
export function sessionOf(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw new Error('route is missing its requireRole guard');
  return request.auth;
}

/** The merchant of an SME route. */
export function merchantOf(request: FastifyRequest): MerchantRow {
  const merchant = sessionOf(request).merchant;
  if (!merchant) throw new AppError('forbidden');
  return merchant;
}

/** onRequest guard for features of verified merchants only (payment links, payouts): 403 kyc_required. */
export function requireVerifiedMerchant(): onRequestAsyncHookHandler {
  const requireSme = requireRole('sme');
  return async function verifiedMerchant(request, reply) {
    await requireSme.call(this, request, reply);
    if (request.auth?.merchant?.verificationStatus !== 'verified') throw new AppError('kyc_required');
  };
}
