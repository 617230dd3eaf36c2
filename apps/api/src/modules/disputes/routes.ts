import multipart from '@fastify/multipart';
import * as contracts from '@kopru/domain/contracts/disputes';
import { DISPUTE_EVIDENCE_TEXT_MAX } from '@kopru/domain/schemas/disputes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { merchantOf, requireRole, sessionOf } from '../../plugins/session-guard.ts';
import { dashboardDoor, type MerchantDoor } from '../api-keys/merchant-doors.ts';
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

/** A merchant's disputes through one door: the dashboard, or read-only /v1. */
export function disputeRoutesFor(door: MerchantDoor): FastifyPluginAsyncZod {
  return async (app) => {
    route(
      app,
      contracts.listDisputes,
      door.signedIn,
      async (request) => merchantDisputePage(app.ctx, door.merchantOf(request).id, request.query),
      door.mount,
    );

    route(
      app,
      contracts.getDispute,
      door.signedIn,
      async (request) => getMerchantDispute(app.ctx, door.merchantOf(request).id, request.params.id),
      door.mount,
    );
  };
}

/** Disputes in the SME dashboard (answer with evidence) and in the admin console (decide). */
export const disputeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart only inside this plugin, for the evidence upload.
  await app.register(multipart);
  const sme = requireRole('sme');
  const admin = requireRole('admin');

  await app.register(disputeRoutesFor(dashboardDoor));

  route(app, contracts.submitDisputeEvidence, { onRequest: sme }, async (request) => {
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
  });

  route(app, contracts.disputeFile, { onRequest: sme }, async (request, reply) => {
    const { id, fileId } = request.params;
    const where = { merchantId: merchantOf(request).id, disputeId: id, id: fileId };
    return sendDocument(reply, app.ctx.storage, await getEvidenceFile(app.ctx, where));
  });

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
