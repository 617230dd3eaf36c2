import multipart from '@fastify/multipart';
import { ownKycDocument } from '@kopru/domain/contracts/documents';
import { kycOverviewResponse } from '@kopru/domain/schemas/kyc';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { merchantOf, requireRole, sessionOf } from '../../plugins/session-guard.ts';
import { sendDocument } from '../files/send-document.ts';
import { findOwnDocument, getKycOverview, submitKyc } from './service.ts';
import { readKycUpload } from './upload.ts';

/** The merchant's side of KYC: status, submission with documents, own documents. */
export const kycRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart only inside this plugin: no other route accepts uploads.
  await app.register(multipart);

  app.get(
    '/api/kyc',
    {
      onRequest: requireRole('sme'),
      schema: {
        tags: ['kyc'],
        summary: 'KYC status and the latest submission',
        response: { 200: kycOverviewResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => getKycOverview(app.ctx, merchantOf(request)),
  );

  app.post(
    '/api/kyc/submissions',
    {
      onRequest: requireRole('sme'),
      schema: {
        tags: ['kyc'],
        summary: 'Submit KYC (multipart/form-data)',
        description:
          'Fields businessAddress, bankName, accountNumber, iban (Turkish, normalised) and 1-5 files in ' +
          '`documents` (PDF, PNG or JPEG by content, at most 10 MB each).',
        consumes: ['multipart/form-data'],
        response: { 201: kycOverviewResponse, ...errorResponses(400, 401, 403, 409, 413) },
      },
    },
    async (request, reply) => {
      const overview = await submitKyc(
        app.ctx,
        sessionOf(request),
        () => readKycUpload(request, app.ctx.storage),
        { ip: request.ip },
      );
      return reply.code(201).send(overview);
    },
  );

  route(app, ownKycDocument, { onRequest: requireRole('sme') }, async (request, reply) => {
    const document = await findOwnDocument(app.ctx, merchantOf(request).id, request.params.id);
    return sendDocument(reply, app.ctx.storage, document);
  });
};
