import { AppError } from '@kopru/domain/errors';
import type { ActiveSession } from '@kopru/domain/schemas/sessions';
import type { AppContext } from '../../context.ts';
import type { Actor, RequestAuth } from '../../ports.ts';
import { recordAudit } from '../audit/repository.ts';
import { deleteTrustedDevices, findUserById } from '../auth/repository.ts';
import { deviceOf } from '../devices/device.ts';
import {
  countActiveSessions,
  deleteUserSession,
  deleteUserSessions,
  listActiveSessions,
} from './repository.ts';

// Real time, like Better Auth's own expiry and session.ts (a test clock moves business time, not sessions).
const now = () => new Date();

/** The signed-in user's sessions; the token stays here, only whether it is this request's goes out. */
export async function listMySessions(ctx: AppContext, session: RequestAuth): Promise<ActiveSession[]> {
  const rows = await listActiveSessions(ctx.db, session.user.id, now(), ctx.env.SESSION_MAX_AGE_SECONDS);
  return rows.map((row) => ({
    id: row.id,
    current: row.token === session.sessionToken,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.updatedAt.toISOString(),
    ipAddress: row.ipAddress || null,
    ...deviceOf(row.userAgent),
  }));
}

/** Signs out one session of the signed-in user; another user's session is not found. */
export async function endMySession(
  ctx: AppContext,
  session: RequestAuth,
  sessionId: string,
  ip: string,
): Promise<number> {
  const ended = await deleteUserSession(ctx.db, session.user.id, sessionId);
  if (ended === 0) throw new AppError('not_found');
  await recordAudit(ctx.db, {
    action: 'auth.session_ended',
    actorUserId: session.user.id,
    actorEmail: session.user.email,
    targetType: 'user',
    targetId: session.user.id,
    details: { sessionId },
    ipAddress: ip,
  });
  return ended;
}

/**
 * Signing out everywhere: every other session ends, and every remembered device (this browser's
 * too) is forgotten, so the next sign-in anywhere asks for the second factor again.
 */
export async function endMyOtherSessions(ctx: AppContext, session: RequestAuth, ip: string): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const ended = await deleteUserSessions(tx, session.user.id, session.sessionToken);
    const trustedDevices = await deleteTrustedDevices(tx, session.user.id);
    await recordAudit(tx, {
      action: 'auth.other_sessions_ended',
      actorUserId: session.user.id,
      actorEmail: session.user.email,
      targetType: 'user',
      targetId: session.user.id,
      details: { ended, trustedDevices },
      ipAddress: ip,
    });
    return ended;
  });
}

async function userOrNotFound(ctx: AppContext, userId: string) {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('not_found');
  return user;
}

export async function countUserSessions(ctx: AppContext, userId: string): Promise<number> {
  await userOrNotFound(ctx, userId);
  return countActiveSessions(ctx.db, userId, now(), ctx.env.SESSION_MAX_AGE_SECONDS);
}

/**
 * An admin ends every session of a user: each is gone from the database, so the next request is
 * 401, and the user's remembered devices are forgotten (the next sign-in asks for the code).
 */
export async function endUserSessions(ctx: AppContext, actor: Actor, userId: string): Promise<number> {
  const user = await userOrNotFound(ctx, userId);
  return ctx.db.transaction(async (tx) => {
    const ended = await deleteUserSessions(tx, user.id);
    const trustedDevices = await deleteTrustedDevices(tx, user.id);
    await recordAudit(tx, {
      action: 'admin.sessions_ended',
      actorUserId: actor.id,
      actorEmail: actor.email,
      targetType: 'user',
      targetId: user.id,
      details: { ended, trustedDevices, email: user.email },
      ipAddress: actor.ip,
    });
    return ended;
  });
}
