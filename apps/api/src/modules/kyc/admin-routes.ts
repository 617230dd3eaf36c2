import { adminKycDocument } from '@kopru/domain/contracts/documents';
import {
  adminKycListQuery,
  adminKycListResponse,
  adminKycSubmissionSchema,
  merchantKycHistoryResponse,
  rejectKycRequest,
} from '@kopru/domain/schemas/kyc';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { route } from '../../lib/contract-route.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireRole, sessionOf } from '../../plugins/session-guard.ts';
import { sendDocument } from '../files/send-document.ts';
import { decideKyc, findAnyDocument, listKycSubmissions, merchantKycHistory } from './review-service.ts';

const idParams = z.object({ id: z.string().min(1).max(64) });

/** The admin's KYC reviews: the queue, documents, decisions and each merchant's history. */
export const kycAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = requireRole('admin');

  app.get(
    '/api/admin/kyc/submissions',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'KYC submissions by status; pending ones oldest first',
        querystring: adminKycListQuery,
        response: { 200: adminKycListResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listKycSubmissions(app.ctx, request.query),
  );

  route(app, adminKycDocument, { onRequest: admin }, async (request, reply) => {
    const document = await findAnyDocument(app.ctx, request.params.id);
    return sendDocument(reply, app.ctx.storage, document);
  });

  app.post(
    '/api/admin/kyc/submissions/:id/approve',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Approve a pending submission: the merchant becomes verified',
        params: idParams,
        response: { 200: adminKycSubmissionSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) =>
      decideKyc(app.ctx, sessionOf(request), request.params.id, { status: 'approved' }, { ip: request.ip }),
  );

  app.post(
    '/api/admin/kyc/submissions/:id/reject',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Reject a pending submission with a reason the merchant is told',
        params: idParams,
        body: rejectKycRequest,
        response: { 200: adminKycSubmissionSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      decideKyc(
        app.ctx,
        sessionOf(request),
        request.params.id,
        { status: 'rejected', reason: request.body.reason },
        { ip: request.ip },
      ),
  );

  app.get(
    '/api/admin/merchants/:merchantId/kyc',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: "A merchant's KYC submissions and decisions, newest first",
        params: z.object({ merchantId: z.string().min(1).max(64) }),
        response: { 200: merchantKycHistoryResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => merchantKycHistory(app.ctx, request.params.merchantId),
  );
};
