import { z } from 'zod';
import { okSchema } from '../schemas/common.ts';
import { sessionResponse } from '../schemas/session.ts';
import {
  acceptInvitationSignUpRequest,
  changeMemberRoleRequest,
  invitationPreviewResponse,
  invitationTokenSchema,
  inviteMemberRequest,
  switchMerchantRequest,
  teamInvitationSchema,
  teamMemberSchema,
  teamResponse,
  teamTwoFactorRequest,
  teamTwoFactorResponse,
} from '../schemas/team.ts';
import { endpoint } from './endpoint.ts';

const tags = ['team'];
const idParams = z.object({ id: z.string().min(1).max(64) });
const tokenParams = z.object({ token: invitationTokenSchema });

export const getTeam = endpoint({
  method: 'GET',
  path: '/api/merchant/team',
  permission: 'team.read',
  responses: { 200: teamResponse },
  errors: [401, 403],
  summary: "The merchant's members and pending invitations",
  tags,
});

export const inviteMember = endpoint({
  method: 'POST',
  path: '/api/merchant/team/invitations',
  permission: 'team.manage',
  body: inviteMemberRequest,
  responses: { 201: teamInvitationSchema },
  errors: [400, 401, 403, 409, 429],
  summary: 'Invite someone by e-mail with a role; the link works once, for TEAM_INVITATION_DAYS',
  tags,
});

export const revokeInvitation = endpoint({
  method: 'POST',
  path: '/api/merchant/team/invitations/:id/revoke',
  permission: 'team.manage',
  params: idParams,
  responses: { 200: okSchema },
  errors: [401, 403, 404, 409],
  summary: 'Revoke a pending invitation',
  tags,
});

export const changeMemberRole = endpoint({
  method: 'PATCH',
  path: '/api/merchant/team/members/:id',
  permission: 'team.manage',
  params: idParams,
  body: changeMemberRoleRequest,
  responses: { 200: teamMemberSchema },
  errors: [400, 401, 403, 404, 409],
  summary: "Change a member's role (only owners change owners; the last owner stays)",
  tags,
});

export const removeMember = endpoint({
  method: 'DELETE',
  path: '/api/merchant/team/members/:id',
  permission: 'team.manage',
  params: idParams,
  responses: { 200: okSchema },
  errors: [401, 403, 404, 409],
  summary: 'Remove a member (only owners remove owners; the last owner stays)',
  tags,
});

export const setTeamTwoFactor = endpoint({
  method: 'PUT',
  path: '/api/merchant/team/two-factor',
  permission: 'team.security',
  body: teamTwoFactorRequest,
  responses: { 200: teamTwoFactorResponse },
  errors: [400, 401, 403, 409],
  summary:
    'Require two-factor sign-in of every member, or stop requiring it (owners only; 409 own_two_factor_first while the owner has none)',
  tags,
});

export const previewInvitation = endpoint({
  method: 'GET',
  path: '/api/public/invitations/:token',
  params: tokenParams,
  responses: { 200: invitationPreviewResponse },
  errors: [400, 404, 410, 429],
  summary: 'What a pending invitation is for (404 unknown, 410 used, revoked or expired)',
  tags,
});

export const acceptInvitationSignUp = endpoint({
  method: 'POST',
  path: '/api/public/invitations/:token/sign-up',
  params: tokenParams,
  body: acceptInvitationSignUpRequest,
  responses: { 201: sessionResponse },
  errors: [400, 404, 409, 410, 429],
  summary: 'Accept an invitation with a new account (a password for the invited e-mail) and sign in',
  tags,
});

export const acceptInvitation = endpoint({
  method: 'POST',
  path: '/api/auth/invitations/:token/accept',
  params: tokenParams,
  responses: { 200: sessionResponse },
  errors: [401, 403, 404, 410, 429],
  summary:
    'Accept an invitation with the signed-in account of its e-mail; the session moves to that merchant',
  tags,
});

export const switchMerchant = endpoint({
  method: 'POST',
  path: '/api/auth/session/merchant',
  body: switchMerchantRequest,
  responses: { 200: sessionResponse },
  errors: [400, 401, 404],
  summary: 'Work in another merchant the signed-in user belongs to',
  tags,
});
