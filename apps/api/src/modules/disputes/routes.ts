import multipart from '@fastify/multipart';
import * as contracts from '@kopru/domain/contracts/disputes';
import {
  DISPUTE_EVIDENCE_TEXT_MAX,
  disputeListQuery,
  disputeListResponse,
  disputeSchema,
} from '@kopru/domain/schemas/disputes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { route } from '../../lib/contract-route.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { merchantOf, requireRole, sessionOf } from '../../plugins/session-guard.ts';
import { sendDocument } from '../files/send-document.ts';
import { readDocumentUpload } from '../kyc/upload.ts';
import {
  adminDisputePage,
  getAdminDispute,
  getEvidenceFile,
  getMerchantDispute,
  merchantDisputePage,
} from './listing.ts';
import { decideDispute, submitEvidence } from './service.ts';

const idParams = z.object({ id: z.string().min(1).max(64) });
const fileParams = z.object({ id: z.string().min(1).max(64), fileId: z.string().min(1).max(64) });

/** Disputes in the SME dashboard (answer with evidence) and in the admin console (decide). */
export const disputeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart only inside this plugin, for the evidence upload.
  await app.register(multipart);
  const sme = requireRole('sme');
  const admin = requireRole('admin');

  app.get(
    '/api/merchant/disputes',
    {
      onRequest: sme,
      schema: {
        tags: ['disputes'],
        summary: "The merchant's disputes, newest first; `paymentId` for one transaction's",
        querystring: disputeListQuery,
        response: { 200: disputeListResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => merchantDisputePage(app.ctx, merchantOf(request).id, request.query),
  );

  app.get(
    '/api/merchant/disputes/:id',
    {
      onRequest: sme,
      schema: {
        tags: ['disputes'],
        summary: 'One of your disputes',
        params: idParams,
        response: { 200: disputeSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getMerchantDispute(app.ctx, merchantOf(request).id, request.params.id),
  );

  app.post(
    '/api/merchant/disputes/:id/evidence',
    {
      onRequest: sme,
      schema: {
        tags: ['disputes'],
        summary: 'Answer a dispute with evidence (multipart/form-data)',
        description: `Field \`text\` (1-${DISPUTE_EVIDENCE_TEXT_MAX} characters) and 0-5 files in \`documents\` (PDF, PNG or JPEG by content, at most 10 MB each: the KYC upload rules). Moves the dispute to \`under_review\`; 409 \`dispute_status_conflict\` once answered or past its deadline.`,
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: disputeSchema, ...errorResponses(400, 401, 403, 404, 409, 413) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return submitEvidence(
        app.ctx,
        {
          merchantId: merchantOf(request).id,
          userId: session.user.id,
          email: session.user.email,
          ip: request.ip,
        },
        request.params.id,
        () =>
          readDocumentUpload(request, app.ctx.storage, {
            area: 'evidence',
            fieldNames: 1,
            fieldSize: DISPUTE_EVIDENCE_TEXT_MAX * 4,
          }),
      );
    },
  );

  app.get(
    '/api/merchant/disputes/:id/files/:fileId',
    {
      onRequest: sme,
      schema: {
        tags: ['disputes'],
        summary: 'One of your evidence files, shown inline',
        params: fileParams,
        response: errorResponses(401, 403, 404),
      },
    },
    async (request, reply) => {
      const { id, fileId } = request.params;
      const where = { merchantId: merchantOf(request).id, disputeId: id, id: fileId };
      return sendDocument(reply, app.ctx.storage, await getEvidenceFile(app.ctx, where));
    },
  );

  route(app, contracts.adminListDisputes, { onRequest: admin }, async (request) =>
    adminDisputePage(app.ctx, request.query),
  );

  route(app, contracts.adminGetDispute, { onRequest: admin }, async (request) =>
    getAdminDispute(app.ctx, request.params.id),
  );

  route(app, contracts.adminDisputeFile, { onRequest: admin }, async (request, reply) => {
    const where = { disputeId: request.params.id, id: request.params.fileId };
    return sendDocument(reply, app.ctx.storage, await getEvidenceFile(app.ctx, where));
  });

  route(app, contracts.adminDecideDispute, { onRequest: admin }, async (request) => {
    const session = sessionOf(request);
    return decideDispute(
      app.ctx,
      { userId: session.user.id, email: session.user.email, ip: request.ip },
      request.params.id,
      request.body.outcome,
    );
  });
};
