import { z } from 'zod';
import { isoDateTime } from './common.ts';

/** One signed-in browser of the user. The token never leaves the server; `id` names the session. */
export const activeSessionSchema = z.object({
  id: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
  createdAt: isoDateTime,
  /** When the session was last used (renewed at most once a minute). */
  lastActiveAt: isoDateTime,
  ipAddress: z.string().nullable(),
  /** Parsed from the user agent; null when it names no known browser or system. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

export const activeSessionListResponse = z.object({ sessions: z.array(activeSessionSchema) });
export type ActiveSessionList = z.infer<typeof activeSessionListResponse>;

export const sessionIdParams = z.object({ id: z.string().min(1).max(64) });

/** How many sessions ended. */
export const endedSessionsResponse = z.object({ ended: z.number().int().nonnegative() });
export type EndedSessions = z.infer<typeof endedSessionsResponse>;

/** A user's active sessions as an admin sees them: only the count. */
export const adminUserSessionsResponse = z.object({ activeSessions: z.number().int().nonnegative() });
export type AdminUserSessions = z.infer<typeof adminUserSessionsResponse>;
