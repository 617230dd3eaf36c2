import * as contracts from '@kopru/domain/contracts/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { actorOf } from '../../plugins/actor.ts';
import { requireRole } from '../../plugins/session-guard.ts';
import {
  createContent,
  getPublicContent,
  listAllContent,
  removeContent,
  reorderContent,
  replaceContent,
  setContentVisibility,
} from './service.ts';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, contracts.publicContent, {}, async (request, reply) => {
    // Not cached: an admin checking an edit in another tab must see it at once.
    reply.header('cache-control', 'no-cache');
    return getPublicContent(app.ctx, request.query.locale);
  });

  const admin = { onRequest: requireRole('admin') };

  route(app, contracts.adminListContent, admin, async () => ({ data: await listAllContent(app.ctx) }));

  route(app, contracts.adminCreateContent, admin, async (request, reply) =>
    reply.code(201).send(await createContent(app.ctx, actorOf(request), request.body)),
  );

  route(app, contracts.adminReplaceContent, admin, async (request) =>
    replaceContent(app.ctx, actorOf(request), request.params.id, request.body),
  );

  route(app, contracts.adminSetContentVisibility, admin, async (request) =>
    setContentVisibility(app.ctx, actorOf(request), request.params.id, request.body.visible),
  );

  route(app, contracts.adminDeleteContent, admin, async (request) => {
    await removeContent(app.ctx, actorOf(request), request.params.id);
    return { ok: true as const };
  });

  route(app, contracts.adminReorderContent, admin, async (request) => ({
    data: await reorderContent(app.ctx, actorOf(request), request.body),
  }));
};
