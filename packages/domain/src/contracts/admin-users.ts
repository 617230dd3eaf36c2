import {
  adminUserListQuery,
  adminUserListResponse,
  adminUserSchema,
  inviteAdminRequest,
  userIdParams,
} from '../schemas/admin-users.ts';
import { okSchema } from '../schemas/common.ts';
import { endpoint } from './endpoint.ts';

const tags = ['admin'];

/** Every account for admins; inviting, deactivating and reactivating admins; deactivated SME accounts. */
export const adminListUsers = endpoint({
  method: 'GET',
  path: '/api/admin/users',
  query: adminUserListQuery,
  responses: { 200: adminUserListResponse },
  errors: [400, 401, 403, 404],
  summary: 'All accounts with role, status and last sign-in, newest first',
  tags,
});

export const adminInviteAdmin = endpoint({
  method: 'POST',
  path: '/api/admin/users/invitations',
  body: inviteAdminRequest,
  responses: { 201: adminUserSchema },
  errors: [400, 401, 403, 409],
  summary: 'Invite an admin: the e-mail carries a link to set a password',
  tags,
});

export const adminDeactivateUser = endpoint({
  method: 'POST',
  path: '/api/admin/users/:id/deactivate',
  params: userIdParams,
  responses: { 200: adminUserSchema },
  errors: [401, 403, 404, 409],
  summary: 'Deactivate an admin (never yourself, never the last active admin); their sessions end',
  tags,
});

export const adminReactivateUser = endpoint({
  method: 'POST',
  path: '/api/admin/users/:id/reactivate',
  params: userIdParams,
  responses: { 200: adminUserSchema },
  errors: [401, 403, 404, 409],
  summary:
    'Reactivate a deactivated admin, or a deactivated SME account (an unconfirmed one gets a new confirmation link and its days to confirm again); audited',
  tags,
});

export const adminDeleteUser = endpoint({
  method: 'DELETE',
  path: '/api/admin/users/:id',
  params: userIdParams,
  responses: { 200: okSchema },
  errors: [401, 403, 404, 409],
  summary:
    'Delete a deactivated SME account with its merchant and what a sign-up makes, so its address is free; 409 account_holds_records when records that must be kept hold it; audited',
  tags,
});

export const adminClearSignInBackoff = endpoint({
  method: 'POST',
  path: '/api/admin/users/:id/clear-sign-in-backoff',
  params: userIdParams,
  responses: { 200: adminUserSchema },
  errors: [401, 403, 404],
  summary: 'Lift the back-off after wrong passwords on any account (SME or admin); audited',
  tags,
});
