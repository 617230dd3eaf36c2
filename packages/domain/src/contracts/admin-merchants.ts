import {
  adminMerchantDetailResponse,
  adminMerchantListQuery,
  adminMerchantListResponse,
  adminMerchantSchema,
  adminUpdateMerchantRequest,
  merchantIdParams,
  suspendMerchantRequest,
  unsuspendMerchantRequest,
} from '../schemas/admin-merchants.ts';
import { okSchema } from '../schemas/common.ts';
import { endpoint } from './endpoint.ts';

const tags = ['admin'];

/** SME management in the admin console: list and search, detail, edit, suspend and unsuspend. */
export const adminListMerchants = endpoint({
  method: 'GET',
  path: '/api/admin/merchants',
  query: adminMerchantListQuery,
  responses: { 200: adminMerchantListResponse },
  errors: [400, 401, 403, 404],
  summary: 'Merchants, newest first; search by company, e-mail or tax ID, filter by status',
  tags,
});

export const adminGetMerchant = endpoint({
  method: 'GET',
  path: '/api/admin/merchants/:id',
  params: merchantIdParams,
  responses: { 200: adminMerchantDetailResponse },
  errors: [401, 403, 404],
  summary: 'One merchant: profile, status, its user and counts',
  tags,
});

export const adminUpdateMerchant = endpoint({
  method: 'PATCH',
  path: '/api/admin/merchants/:id',
  params: merchantIdParams,
  body: adminUpdateMerchantRequest,
  responses: { 200: adminMerchantSchema },
  errors: [400, 401, 403, 404],
  summary: 'Change company name, tax ID or authorised person (audited with before and after)',
  tags,
});

export const adminSuspendMerchant = endpoint({
  method: 'POST',
  path: '/api/admin/merchants/:id/suspend',
  params: merchantIdParams,
  body: suspendMerchantRequest,
  responses: { 200: adminMerchantSchema },
  errors: [400, 401, 403, 404, 409],
  summary: 'Suspend a merchant: its sessions end, sign-in, payment links and API keys are refused',
  tags,
});

export const adminUnsuspendMerchant = endpoint({
  method: 'POST',
  path: '/api/admin/merchants/:id/unsuspend',
  params: merchantIdParams,
  body: unsuspendMerchantRequest.nullish(),
  responses: { 200: adminMerchantSchema },
  errors: [400, 401, 403, 404, 409],
  summary: 'Lift the suspension of a merchant',
  tags,
});

export const adminConfirmMerchantEmail = endpoint({
  method: 'POST',
  path: '/api/admin/merchants/:id/confirm-email',
  params: merchantIdParams,
  responses: { 200: okSchema },
  errors: [401, 403, 404],
  summary:
    "Mark the account holder's e-mail address confirmed (an operator who has checked it; audited), e.g. on an install that sends no e-mail",
  tags,
});
