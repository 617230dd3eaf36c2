import { z } from 'zod';
import {
  apiKeyListQuery,
  apiKeyListResponse,
  apiKeySchema,
  createApiKeyRequest,
  createdApiKeyResponse,
  rollApiKeyRequest,
  rolledApiKeyResponse,
} from '../schemas/api-keys.ts';
import { endpoint } from './endpoint.ts';

const idParams = z.object({ id: z.string().min(1).max(64) });
const tags = ['api-keys'];

/** The Developers page's key management (unverified merchants may create keys too). */
export const listApiKeys = endpoint({
  method: 'GET',
  path: '/api/merchant/api-keys',
  permission: 'apiKeys.manage',
  query: apiKeyListQuery,
  responses: { 200: apiKeyListResponse },
  errors: [400, 401, 403, 404],
  summary: 'API keys, newest first (secrets are never returned)',
  tags,
});

export const createApiKey = endpoint({
  method: 'POST',
  path: '/api/merchant/api-keys',
  permission: 'apiKeys.manage',
  body: createApiKeyRequest,
  responses: { 201: createdApiKeyResponse },
  errors: [400, 401, 403, 409],
  summary: 'Create a key; the answer is the only time the secret is shown',
  tags,
});

export const rollApiKey = endpoint({
  method: 'POST',
  path: '/api/merchant/api-keys/:id/roll',
  permission: 'apiKeys.manage',
  params: idParams,
  body: rollApiKeyRequest,
  responses: { 201: rolledApiKeyResponse },
  errors: [400, 401, 403, 404, 409],
  summary: 'Replace the secret; the old one works until the grace period ends',
  tags,
});

export const revokeApiKey = endpoint({
  method: 'POST',
  path: '/api/merchant/api-keys/:id/revoke',
  permission: 'apiKeys.manage',
  params: idParams,
  responses: { 200: apiKeySchema },
  errors: [401, 403, 404, 409],
  summary: 'Revoke a key at once',
  description:
    'Only by a member whose role allows all the key can do, as rolling (403 `api_key_beyond_role`).',
  tags,
});
