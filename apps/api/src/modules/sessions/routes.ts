import * as contracts from '@kopru/domain/contracts/sessions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { actorOf } from '../../plugins/actor.ts';
import { requireRole, sessionOf } from '../../plugins/session-guard.ts';
import {
  countUserSessions,
  endMyOtherSessions,
  endMySession,
  endUserSessions,
  listMySessions,
} from './service.ts';

/** The signed-in user's sessions (both consoles), and an admin ending a user's sessions. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { onRequest: requireRole('sme', 'admin') };
  const admin = { onRequest: requireRole('admin') };

  route(app, contracts.listMySessions, signedIn, async (request) => ({
    sessions: await listMySessions(app.ctx, sessionOf(request)),
  }));

  route(app, contracts.endMySession, signedIn, async (request) => ({
    ended: await endMySession(app.ctx, sessionOf(request), request.params.id, request.ip),
  }));

  route(app, contracts.endMyOtherSessions, signedIn, async (request) => ({
    ended: await endMyOtherSessions(app.ctx, sessionOf(request), request.ip),
  }));

  route(app, contracts.adminUserSessions, admin, async (request) => ({
    activeSessions: await countUserSessions(app.ctx, request.params.id),
  }));

  route(app, contracts.adminEndUserSessions, admin, async (request) => ({
    ended: await endUserSessions(app.ctx, actorOf(request), request.params.id),
  }));
};
