import { userIdParams } from '../schemas/admin-users.ts';
import {
  activeSessionListResponse,
  adminUserSessionsResponse,
  endedSessionsResponse,
  sessionIdParams,
} from '../schemas/sessions.ts';
import { endpoint } from './endpoint.ts';

/** The signed-in user's own sessions, and an admin ending a user's sessions. */
export const listMySessions = endpoint({
  method: 'GET',
  path: '/api/auth/sessions',
  responses: { 200: activeSessionListResponse },
  errors: [401, 403],
  summary: "The signed-in user's active sessions, most recently used first, the current one marked",
  tags: ['auth'],
});

export const endMySession = endpoint({
  method: 'DELETE',
  path: '/api/auth/sessions/:id',
  params: sessionIdParams,
  responses: { 200: endedSessionsResponse },
  errors: [401, 403, 404],
  summary: 'Sign out one of your other sessions (the current one signs out with sign-out)',
  tags: ['auth'],
});

export const endMyOtherSessions = endpoint({
  method: 'POST',
  path: '/api/auth/sessions/end-others',
  responses: { 200: endedSessionsResponse },
  errors: [401, 403],
  summary: 'Sign out every session of yours except this one',
  tags: ['auth'],
});

export const adminUserSessions = endpoint({
  method: 'GET',
  path: '/api/admin/users/:id/sessions',
  params: userIdParams,
  responses: { 200: adminUserSessionsResponse },
  errors: [401, 403, 404],
  summary: 'How many active sessions a user has',
  tags: ['admin'],
});

export const adminEndUserSessions = endpoint({
  method: 'POST',
  path: '/api/admin/users/:id/sessions/end',
  params: userIdParams,
  responses: { 200: endedSessionsResponse },
  errors: [401, 403, 404],
  summary: 'End every session of a user: they are signed out at their next request; audited',
  tags: ['admin'],
});
