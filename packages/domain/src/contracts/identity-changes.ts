import {
  identityChangeIdParams,
  identityChangeListResponse,
  identityChangeSchema,
  pendingIdentityChangeResponse,
  rejectIdentityChangeRequest,
} from '../schemas/identity-changes.ts';
import { endpoint } from './endpoint.ts';

export const pendingIdentityChange = endpoint({
  method: 'GET',
  path: '/api/merchant/identity-change',
  permission: 'profile.read',
  responses: { 200: pendingIdentityChangeResponse },
  errors: [401, 403],
  summary: 'The change of legal name, tax ID or authorised person waiting for review, if any',
  tags: ['merchant'],
});

const adminTags = ['admin'];

/** The admin's queue of verified merchants' identity changes, and its decisions. */
export const adminListIdentityChanges = endpoint({
  method: 'GET',
  path: '/api/admin/identity-changes',
  responses: { 200: identityChangeListResponse },
  errors: [401, 403],
  summary: 'Identity changes of verified merchants waiting for review, oldest first',
  tags: adminTags,
});

export const adminApproveIdentityChange = endpoint({
  method: 'POST',
  path: '/api/admin/identity-changes/:id/approve',
  params: identityChangeIdParams,
  responses: { 200: identityChangeSchema },
  errors: [401, 403, 404, 409],
  summary:
    'Approve the request with this id: checkout, receipts, payouts and statements show the new identity from now on; 409 change_request_replaced when the merchant replaced it since',
  tags: adminTags,
});

export const adminRejectIdentityChange = endpoint({
  method: 'POST',
  path: '/api/admin/identity-changes/:id/reject',
  params: identityChangeIdParams,
  body: rejectIdentityChangeRequest,
  responses: { 200: identityChangeSchema },
  errors: [400, 401, 403, 404, 409],
  summary:
    'Reject the request with this id: the verified identity stays; the merchant is told why; 409 change_request_replaced when the merchant replaced it since',
  tags: adminTags,
});
