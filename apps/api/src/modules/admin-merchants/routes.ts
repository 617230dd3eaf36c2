import {
  adminMerchantDetailResponse,
  adminMerchantListQuery,
  adminMerchantListResponse,
  adminMerchantSchema,
  adminUpdateMerchantRequest,
  merchantIdParams,
  suspendMerchantRequest,
  unsuspendMerchantRequest,
} from '@kopru/domain/schemas/admin-merchants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { actorOf } from '../../plugins/actor.ts';
import { requireRole } from '../../plugins/session-guard.ts';
import {
  listMerchantsForAdmin,
  merchantDetail,
  suspendMerchant,
  unsuspendMerchant,
  updateMerchantByAdmin,
} from './service.ts';

/** SME management for admins: list and search, detail, edit, suspend and unsuspend. */
export const adminMerchantRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = requireRole('admin');

  app.get(
    '/api/admin/merchants',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Merchants, newest first; search by company, e-mail or tax ID, filter by status',
        querystring: adminMerchantListQuery,
        response: { 200: adminMerchantListResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listMerchantsForAdmin(app.ctx, request.query),
  );

  app.get(
    '/api/admin/merchants/:id',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'One merchant: profile, status, its user and counts',
        params: merchantIdParams,
        response: { 200: adminMerchantDetailResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => merchantDetail(app.ctx, request.params.id),
  );

  app.patch(
    '/api/admin/merchants/:id',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Change company name, tax ID or authorised person (audited with before and after)',
        params: merchantIdParams,
        body: adminUpdateMerchantRequest,
        response: { 200: adminMerchantSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateMerchantByAdmin(app.ctx, actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/admin/merchants/:id/suspend',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Suspend a merchant: its sessions end, sign-in, payment links and API keys are refused',
        params: merchantIdParams,
        body: suspendMerchantRequest,
        response: { 200: adminMerchantSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => suspendMerchant(app.ctx, actorOf(request), request.params.id, request.body.reason),
  );

  app.post(
    '/api/admin/merchants/:id/unsuspend',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Lift the suspension of a merchant',
        params: merchantIdParams,
        body: unsuspendMerchantRequest.nullish(),
        response: { 200: adminMerchantSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      unsuspendMerchant(app.ctx, actorOf(request), request.params.id, request.body?.reason || undefined),
  );
};
