import * as contracts from '@kopru/domain/contracts/team';
import { can } from '@kopru/domain/team';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import {
  merchantOf,
  requireRole,
  requireRoleDuringTwoFactorSetup,
  sessionOf,
} from '../../plugins/session-guard.ts';
import { metaOf } from '../auth/routes.ts';
import { sessionForUser } from '../auth/service.ts';
import { acceptAsSignedIn, acceptWithSignUp, previewInvitation } from './accept-invitation.ts';
import { inviteMember, revokeInvitation } from './invite-member.ts';
import { changeMemberRole, getTeam, removeMember } from './service.ts';
import { switchMerchant } from './switch-merchant.ts';
import { setTeamTwoFactor } from './team-two-factor.ts';

/** The Team page's routes, the invitation link's, and the header's merchant switch. */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { env } = app.ctx;
  const member = { onRequest: requireRole('sme') };
  const signedIn = requireRole('sme', 'admin');
  // A member whose merchant requires two-factor still sees why (the team page) and may switch.
  const duringTwoFactorSetup = requireRoleDuringTwoFactorSetup('sme', 'admin');
  const authRateLimit = { rateLimit: { max: env.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };

  route(app, contracts.getTeam, { onRequest: requireRoleDuringTwoFactorSetup('sme') }, async (request) =>
    getTeam(app.ctx, merchantOf(request).id, {
      // Pending invitations name people outside the team: only those who manage it see them.
      invitations: can(sessionOf(request).memberRole, 'team.manage'),
    }),
  );

  route(app, contracts.setTeamTwoFactor, member, async (request) =>
    setTeamTwoFactor(app.ctx, sessionOf(request), request.body.required, request.ip),
  );

  route(app, contracts.inviteMember, member, async (request, reply) => {
    const body = { ...request.body, locale: request.body.locale ?? 'en' };
    const invitation = await inviteMember(app.ctx, sessionOf(request), body, request.ip);
    return reply.code(201).send(invitation);
  });

  route(app, contracts.revokeInvitation, member, async (request) => {
    await revokeInvitation(app.ctx, sessionOf(request), request.params.id, request.ip);
    return { ok: true as const };
  });

  route(app, contracts.changeMemberRole, member, async (request) =>
    changeMemberRole(app.ctx, sessionOf(request), request.params.id, request.body.role, request.ip),
  );

  route(app, contracts.removeMember, member, async (request) => {
    await removeMember(app.ctx, sessionOf(request), request.params.id, request.ip);
    return { ok: true as const };
  });

  route(app, contracts.previewInvitation, { config: authRateLimit }, async (request) =>
    previewInvitation(app.ctx, request.params.token),
  );

  route(app, contracts.acceptInvitationSignUp, { config: authRateLimit }, async (request, reply) => {
    const body = { ...request.body, locale: request.body.locale ?? 'en' };
    const outcome = await acceptWithSignUp(app.ctx, request.params.token, body, metaOf(request));
    reply.header('set-cookie', outcome.cookies);
    return reply.code(201).send(await sessionForUser(app.ctx, outcome.userId));
  });

  route(app, contracts.acceptInvitation, { config: authRateLimit, onRequest: signedIn }, async (request) =>
    acceptAsSignedIn(app.ctx, sessionOf(request), request.params.token, request.ip),
  );

  route(app, contracts.switchMerchant, { onRequest: duringTwoFactorSetup }, async (request) =>
    switchMerchant(app.ctx, sessionOf(request), request.body.merchantId),
  );
};
