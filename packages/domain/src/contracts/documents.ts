import { z } from 'zod';
import { kycDocumentTypes } from '../kyc.ts';
import { endpoint, fileAnswer } from './endpoint.ts';

const idParams = z.object({ id: z.string().min(1).max(64) });

/**
 * Documents the browser opens itself (links): their answers are files, described as `otherAnswers`
 * and not as a JSON success schema; the web apps build their URLs with `urlOf`.
 */
const kycDocument = fileAnswer(
  kycDocumentTypes,
  'inline',
  'The document as uploaded, of the type detected from its content, named with that type’s extension',
);

export const ownKycDocument = endpoint({
  method: 'GET',
  path: '/api/kyc/documents/:id',
  permission: 'kyc.manage',
  params: idParams,
  responses: {},
  otherAnswers: { 200: kycDocument },
  errors: [401, 403, 404],
  summary: 'One of your own KYC documents',
  tags: ['kyc'],
});

export const adminKycDocument = endpoint({
  method: 'GET',
  path: '/api/admin/kyc/documents/:id',
  params: idParams,
  responses: {},
  otherAnswers: { 200: kycDocument },
  errors: [401, 403, 404],
  summary: 'A KYC document, shown inline',
  tags: ['admin'],
});

const openApiDocument = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
});

/** The merchant API's own OpenAPI document, read by the /docs/api page. */
export const merchantApiOpenApi = endpoint({
  method: 'GET',
  path: '/v1/openapi.json',
  responses: { 200: openApiDocument },
  summary: 'The merchant API (OpenAPI 3.1)',
  hidden: true,
});

/** The whole API's OpenAPI document. */
export const apiOpenApi = endpoint({
  method: 'GET',
  path: '/api/openapi.json',
  responses: { 200: openApiDocument },
  summary: 'The whole API (OpenAPI 3.1)',
  hidden: true,
});
