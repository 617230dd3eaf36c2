import multipart from '@fastify/multipart';
import { ownKycDocument } from '@kopru/domain/contracts/documents';
import { kycOverview, submitKyc as submitKycEndpoint } from '@kopru/domain/contracts/kyc';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { merchantOf, requireRole, sessionOf } from '../../plugins/session-guard.ts';
import { sendDocument } from '../files/send-document.ts';
import { findOwnDocument, getKycOverview, submitKyc } from './service.ts';
import { readKycUpload } from './upload.ts';

/** The merchant's side of KYC: status, submission with documents, own documents. */
export const kycRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart only inside this plugin: no other route accepts uploads.
  await app.register(multipart);

  const sme = { onRequest: requireRole('sme') };

  route(app, kycOverview, sme, async (request) => getKycOverview(app.ctx, merchantOf(request)));

  route(app, submitKycEndpoint, sme, async (request, reply) => {
    const overview = await submitKyc(
      app.ctx,
      sessionOf(request),
      () => readKycUpload(request, app.ctx.storage),
      {
        ip: request.ip,
      },
    );
    return reply.code(201).send(overview);
  });

  route(app, ownKycDocument, sme, async (request, reply) => {
    const document = await findOwnDocument(app.ctx, merchantOf(request).id, request.params.id);
    return sendDocument(reply, app.ctx.storage, document);
  });
};
