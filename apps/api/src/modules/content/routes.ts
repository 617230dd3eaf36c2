import { okSchema } from '@kopru/domain/schemas/common';
import {
  contentEntrySchema,
  contentIdParams,
  contentInputSchema,
  contentListResponse,
  contentReorderRequest,
  contentVisibilityRequest,
  publicContentQuery,
  publicContentResponse,
} from '@kopru/domain/schemas/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
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
  app.get(
    '/api/public/content',
    {
      schema: {
        tags: ['public'],
        summary: 'FAQ, testimonials and the active announcement of the landing page, in one language',
        description: 'Empty Turkish texts are replaced by the English ones; `lang` tells which was used.',
        querystring: publicContentQuery,
        response: { 200: publicContentResponse, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      // Not cached: an admin checking an edit in another tab must see it at once.
      reply.header('cache-control', 'no-cache');
      return getPublicContent(app.ctx, request.query.locale);
    },
  );

  const admin = { onRequest: requireRole('admin') };
  const tags = ['admin'];

  app.get(
    '/api/admin/content',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Every FAQ entry, testimonial and announcement, hidden ones included',
        response: { 200: contentListResponse, ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: await listAllContent(app.ctx) }),
  );

  app.post(
    '/api/admin/content',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Add an entry at the end of its kind',
        body: contentInputSchema,
        response: { 201: contentEntrySchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createContent(app.ctx, actorOf(request), request.body)),
  );

  app.put(
    '/api/admin/content/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Replace the texts of an entry (its kind cannot change)',
        params: contentIdParams,
        body: contentInputSchema,
        response: { 200: contentEntrySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => replaceContent(app.ctx, actorOf(request), request.params.id, request.body),
  );

  app.patch(
    '/api/admin/content/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Hide or show an entry',
        params: contentIdParams,
        body: contentVisibilityRequest,
        response: { 200: contentEntrySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      setContentVisibility(app.ctx, actorOf(request), request.params.id, request.body.visible),
  );

  app.delete(
    '/api/admin/content/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Delete an entry',
        params: contentIdParams,
        response: { 200: okSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await removeContent(app.ctx, actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/admin/content/reorder',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Put the entries of one kind in a new order',
        body: contentReorderRequest,
        response: { 200: contentListResponse, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => ({ data: await reorderContent(app.ctx, actorOf(request), request.body) }),
  );
};
