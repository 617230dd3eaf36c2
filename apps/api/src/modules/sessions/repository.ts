import { and, count, desc, eq, gt, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sessions } from '../../db/schema/sessions.ts';

/** Sessions that still open the account: not past their idle expiry nor their absolute lifetime. */
function activeOf(userId: string, now: Date, maxAgeSeconds: number) {
  return and(
    eq(sessions.userId, userId),
    gt(sessions.expiresAt, now),
    gt(sessions.createdAt, new Date(now.getTime() - maxAgeSeconds * 1000)),
  );
}

export async function listActiveSessions(db: Executor, userId: string, now: Date, maxAgeSeconds: number) {
  return db
    .select({
      id: sessions.id,
      token: sessions.token,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(activeOf(userId, now, maxAgeSeconds))
    .orderBy(desc(sessions.updatedAt), desc(sessions.id));
}

export async function countActiveSessions(
  db: Executor,
  userId: string,
  now: Date,
  maxAgeSeconds: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sessions)
    .where(activeOf(userId, now, maxAgeSeconds));
  return row?.n ?? 0;
}

/** Deletes one session of this user (never another user's); answers how many rows went. */
export async function deleteUserSession(db: Executor, userId: string, sessionId: string): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Deletes every session of the user, or all but the one with `exceptToken`. */
export async function deleteUserSessions(
  db: Executor,
  userId: string,
  exceptToken?: string,
): Promise<number> {
  const condition = exceptToken
    ? and(eq(sessions.userId, userId), ne(sessions.token, exceptToken))
    : eq(sessions.userId, userId);
  const rows = await db.delete(sessions).where(condition).returning({ id: sessions.id });
  return rows.length;
}
