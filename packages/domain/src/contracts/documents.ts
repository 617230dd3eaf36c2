import { z } from 'zod';
import { endpoint } from './endpoint.ts';

const idParams = z.object({ id: z.string().min(1).max(64) });

/**
 * Files and documents the browser opens itself (links, downloads): their answers are files, so
 * they list no JSON success schema; the web apps build their URLs with `urlOf`.
 */
export const ownKycDocument = endpoint({
  method: 'GET',
  path: '/api/kyc/documents/:id',
  permission: 'kyc.manage',
  params: idParams,
  responses: {},
  errors: [401, 403, 404],
  summary: 'One of your own KYC documents',
  tags: ['kyc'],
});

export const adminKycDocument = endpoint({
  method: 'GET',
  path: '/api/admin/kyc/documents/:id',
  params: idParams,
  responses: {},
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
