import type { Endpoint } from '@kopru/domain/contracts/endpoint';
import { AppError } from '@kopru/domain/errors';
import type { Role } from '@kopru/domain/schemas/auth';
import { can } from '@kopru/domain/team';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { MerchantRow } from '../db/schema/merchants.ts';
import type { Env } from '../env.ts';
import { enforcing, type SecurityRequirement } from '../lib/contract-route.ts';
import type { RequestAuth } from '../ports.ts';

/** Resolves a request's session cookie; null when there is no usable session (modules/auth/session.ts). */
export type LoadSession = (request: FastifyRequest, reply: FastifyReply) => Promise<RequestAuth | null>;

/**
 * The console's session guard: routes put `requireRole(...)` on `onRequest`, and read the session
 * with `sessionOf` / `merchantOf`. How a session is looked up is given by the auth module.
 */
export const sessionGuardPlugin = fp(async (app: FastifyInstance, options: { loadSession: LoadSession }) => {
  app.decorate('loadSession', options.loadSession);
  app.decorateRequest('auth', null);
});

/**
 * Why a user without two-factor may only set it up: an admin while REQUIRE_ADMIN_TWO_FACTOR is on,
 * or a member whose active merchant requires it of its team (an owner's setting). Null: no need.
 */
export function twoFactorSetupRequirement(
  env: Pick<Env, 'REQUIRE_ADMIN_TWO_FACTOR'>,
  auth: Pick<RequestAuth, 'user' | 'merchant'>,
): 'two_factor_setup_required' | 'two_factor_required_by_team' | null {
  if (auth.user.twoFactorEnabled) return null;
  if (auth.user.role === 'admin' && env.REQUIRE_ADMIN_TWO_FACTOR) return 'two_factor_setup_required';
  if (auth.user.role === 'sme' && auth.merchant?.requireTwoFactor) return 'two_factor_required_by_team';
  return null;
}

/**
 * A merchant-console route (guarded for SMEs only) is open to a member whose role has the
 * permission its contract names; a console route without one is a wiring bug, refused loudly.
 */
function assertMemberMay(request: FastifyRequest, auth: RequestAuth, roles: Role[]): void {
  // A route of every signed-in user (their session, password, an invitation), member or not.
  if (roles.includes('admin')) return;
  if (!auth.merchant) throw new AppError('forbidden');
  const contract = (request.routeOptions.config as { contract?: Endpoint }).contract;
  const permission = contract?.permission;
  if (!permission)
    throw new Error(`${request.method} ${request.routeOptions.url}: merchant route without a permission`);
  if (!can(auth.memberRole, permission)) throw new AppError('forbidden');
}

/**
 * 403 email_unconfirmed: until the user confirms their address, no change through the merchant
 * console (any route whose contract names a permission: the profile, verified domains, e-mail
 * settings, KYC, the team, keys, webhooks, payouts...), so an unconfirmed account holds nothing
 * the expiry must keep (docs/security.md, e-mail ownership). Reading stays open, and so does the
 * user's own account: password, sessions, two-factor, the link again, accepting an invitation.
 */
function assertEmailConfirmedFor(request: FastifyRequest, auth: RequestAuth): void {
  if (auth.user.emailVerified || request.method === 'GET' || request.method === 'HEAD') return;
  const permission = (request.routeOptions.config as { contract?: Endpoint }).contract?.permission;
  if (permission) throw new AppError('email_unconfirmed');
}

/** The session cookie (`components.securitySchemes.session` in plugins/openapi.ts). */
const sessionSecurity: SecurityRequirement = [{ session: [] }];

function guard(roles: Role[], { twoFactorSetup }: { twoFactorSetup: boolean }): onRequestAsyncHookHandler {
  return enforcing<onRequestAsyncHookHandler>(async (request, reply) => {
    const auth = await request.server.loadSession(request, reply);
    if (!auth) throw new AppError('unauthenticated');
    if (!roles.includes(auth.user.role)) throw new AppError('forbidden');
    if (auth.user.role === 'sme') assertMemberMay(request, auth, roles);
    assertEmailConfirmedFor(request, auth);
    const requirement = twoFactorSetup ? null : twoFactorSetupRequirement(request.server.ctx.env, auth);
    if (requirement) throw new AppError(requirement);
    request.auth = auth;
  }, sessionSecurity);
}

/**
 * onRequest: 401 without a session, 403 when the user's role is not one of `roles` (or, on a
 * merchant-console route, the member's role lacks the contract's permission), 403
 * `two_factor_setup_required` for an admin who must turn on two-factor first, 403
 * `two_factor_required_by_team` for a member whose merchant requires it of its team.
 */
export function requireRole(...roles: Role[]): onRequestAsyncHookHandler {
  return guard(roles, { twoFactorSetup: false });
}

/**
 * Like requireRole, also open to a user who must still set up two-factor: the session, the setup,
 * and for members the team page (to see why) and switching to another merchant.
 */
export function requireRoleDuringTwoFactorSetup(...roles: Role[]): onRequestAsyncHookHandler {
  return guard(roles, { twoFactorSetup: true });
}

/** The session of a route guarded by requireRole; a missing one is a wiring bug, not a user error. */
export function sessionOf(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw new Error('route is missing its requireRole guard');
  return request.auth;
}

/** The merchant of an SME route. */
export function merchantOf(request: FastifyRequest): MerchantRow {
  const merchant = sessionOf(request).merchant;
  if (!merchant) throw new AppError('forbidden');
  return merchant;
}

/** onRequest guard for features of verified merchants only (payment links, payouts): 403 kyc_required. */
export function requireVerifiedMerchant(): onRequestAsyncHookHandler {
  const requireSme = requireRole('sme');
  return enforcing<onRequestAsyncHookHandler>(async function verifiedMerchant(request, reply) {
    await requireSme.call(this, request, reply);
    if (request.auth?.merchant?.verificationStatus !== 'verified') throw new AppError('kyc_required');
  }, sessionSecurity);
}
