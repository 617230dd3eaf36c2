import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RequestAuth } from '../../ports.ts';
import { resolveMembership } from '../members/membership.ts';
import { deleteSessionByToken, findUserById } from './repository.ts';

/**
 * Resolves the session cookie to a user (and the merchant the session works in, with the user's
 * role there); forwards the renewed cookie when
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
  const token = response.session.token;
  const membership = await resolveMembership(db, user, token);
  if (membership.merchant?.suspendedAt) return null;
  return { user, sessionToken: token, ...membership };
}
