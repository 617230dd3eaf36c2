import { z } from 'zod';
import { v1IdParams, v1PostHeaders } from '../schemas/merchant-api.ts';
import {
  createPaymentLinkRequest,
  paymentLinkListQuery,
  paymentLinkListResponse,
  paymentLinkSchema,
  updatePaymentLinkRequest,
} from '../schemas/payment-links.ts';
import { endpoint } from './endpoint.ts';

const idParams = z.object({ id: z.string().min(1).max(64) });
const tags = ['Payment links'];

/** Payment links: the SME dashboard (verified merchant) and /v1/payment_links (secret key). */
export const listPaymentLinks = endpoint({
  method: 'GET',
  path: '/api/merchant/payment-links',
  permission: 'paymentLinks.read',
  query: paymentLinkListQuery,
  responses: { 200: paymentLinkListResponse },
  errors: [400, 401, 403, 404],
  summary: 'List payment links',
  description: 'Newest first; `status` and `q` (product name, description, code) filter.',
  tags,
  v1: {
    path: '/v1/payment_links',
    operationId: 'listPaymentLinks',
    errors: [400, 401, 403, 404, 429],
  },
});

export const createPaymentLink = endpoint({
  method: 'POST',
  path: '/api/merchant/payment-links',
  permission: 'paymentLinks.manage',
  body: createPaymentLinkRequest,
  responses: { 201: paymentLinkSchema },
  errors: [400, 401, 403],
  summary: 'Create a payment link',
  tags,
  v1: {
    path: '/v1/payment_links',
    operationId: 'createPaymentLink',
    description:
      'Creates an active link and answers it with its `url`, the page to send to the payer. Needs a verified merchant (403 `kyc_required` otherwise).',
    headers: v1PostHeaders,
    errors: [400, 401, 403, 409, 422, 429],
  },
});

export const getPaymentLink = endpoint({
  method: 'GET',
  path: '/api/merchant/payment-links/:id',
  permission: 'paymentLinks.read',
  params: idParams,
  responses: { 200: paymentLinkSchema },
  errors: [401, 403, 404],
  summary: 'Retrieve a payment link',
  tags,
  v1: {
    path: '/v1/payment_links/:id',
    params: v1IdParams,
    operationId: 'getPaymentLink',
    errors: [400, 401, 403, 404, 429],
  },
});

export const updatePaymentLink = endpoint({
  method: 'PATCH',
  path: '/api/merchant/payment-links/:id',
  permission: 'paymentLinks.manage',
  params: idParams,
  body: updatePaymentLinkRequest,
  responses: { 200: paymentLinkSchema },
  errors: [400, 401, 403, 404],
  summary: 'Update a payment link',
  description:
    'Change any field but the currency (`null` removes an option), or deactivate (`active: false`) and reactivate the link. The link as a whole is checked after the change.',
  tags,
  v1: {
    path: '/v1/payment_links/:id',
    params: v1IdParams,
    operationId: 'updatePaymentLink',
    errors: [400, 401, 403, 404, 429],
  },
});
