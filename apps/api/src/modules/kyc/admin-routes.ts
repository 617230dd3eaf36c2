import { adminKycDocument } from '@kopru/domain/contracts/documents';
import * as contracts from '@kopru/domain/contracts/kyc';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { requireRole, sessionOf } from '../../plugins/session-guard.ts';
import { sendDocument } from '../files/send-document.ts';
import { decideKyc, findAnyDocument, listKycSubmissions, merchantKycHistory } from './review-service.ts';

/** The admin's KYC reviews: the queue, documents, decisions and each merchant's history. */
export const kycAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { onRequest: requireRole('admin') };

  route(app, contracts.adminListKycSubmissions, admin, async (request) =>
    listKycSubmissions(app.ctx, request.query),
  );

  route(app, adminKycDocument, admin, async (request, reply) => {
    const document = await findAnyDocument(app.ctx, request.params.id);
    return sendDocument(reply, app.ctx.storage, document);
  });

  route(app, contracts.adminApproveKyc, admin, async (request) =>
    decideKyc(app.ctx, sessionOf(request), request.params.id, { status: 'approved' }, { ip: request.ip }),
  );

  route(app, contracts.adminRejectKyc, admin, async (request) =>
    decideKyc(
      app.ctx,
      sessionOf(request),
      request.params.id,
      { status: 'rejected', reason: request.body.reason },
      { ip: request.ip },
    ),
  );

  route(app, contracts.adminMerchantKycHistory, admin, async (request) =>
    merchantKycHistory(app.ctx, request.params.merchantId),
  );
};
