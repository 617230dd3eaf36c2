import type { Endpoint } from '@kopru/domain/contracts/endpoint';
import { AppError } from '@kopru/domain/errors';
import { type KeyPermissions, keyCan } from '@kopru/domain/key-permissions';
import type { Permission } from '@kopru/domain/team';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { MerchantRow } from '../../db/schema/merchants.ts';
import { statusOf } from './mapping.ts';
import { findKeyBySecretHash, touchLastUsed } from './repository.ts';
import { hashSecret, looksLikeSecret } from './secrets.ts';
import { currentMode } from './service.ts';

/** Who a /v1 request acts for: the key, what it may do, and its merchant. */
export interface ApiKeyAuth {
  keyId: string;
  permissions: KeyPermissions;
  /** The member who made the key: what the key makes (a webhook endpoint) answers to it. */
  makerUserId: string;
  merchant: MerchantRow;
}

const LAST_USED_EVERY_MS = 60_000;
const bearerPattern = /^Bearer +(\S+) *$/i;

/**
 * onRequest: resolves `Authorization: Bearer sk_…` to its key and merchant, or leaves
 * `request.apiKey` null. It does not refuse the request itself, so the rate limiter (which runs
 * next) counts failed attempts per IP and good ones per key; `requireApiKey` refuses afterwards.
 * Unknown, revoked, expired (rolled, past the grace period), other-mode keys, keys of a
 * suspended merchant and keys whose maker has left the team all end as null: the caller cannot
 * tell them apart.
 */
export async function identifyApiKey(request: FastifyRequest): Promise<void> {
  request.apiKey = null;
  const match = bearerPattern.exec(request.headers.authorization ?? '');
  const secret = match?.[1];
  if (!secret || !looksLikeSecret(secret)) return;
  const { ctx } = request.server;
  const found = await findKeyBySecretHash(ctx.db, hashSecret(ctx.appSecret, secret));
  if (!found) return;
  const now = ctx.clock.now();
  const { key, merchant } = found;
  if (statusOf(key, now) !== 'active' || key.mode !== currentMode(ctx) || merchant.suspendedAt) return;
  if (!found.makerInTeam) return;
  const staleBefore = new Date(now.getTime() - LAST_USED_EVERY_MS);
  if (key.lastUsedAt === null || key.lastUsedAt <= staleBefore) {
    await touchLastUsed(ctx.db, { id: key.id, now, staleBefore });
  }
  request.apiKey = {
    keyId: key.id,
    permissions: key.permissions,
    makerUserId: key.createdByUserId,
    merchant,
  };
}

/** Refuses a request without a usable key: 401 invalid_api_key, the same for every reason. */
export async function requireApiKey(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.apiKey) return;
  reply.header('www-authenticate', 'Bearer realm="kopru"');
  throw new AppError('invalid_api_key');
}

/** Whether the key of a /v1 request may use `permission` (team.ts, through key-permissions.ts). */
export function apiKeyMay(request: FastifyRequest, permission: Permission): boolean {
  return request.apiKey ? keyCan(request.apiKey.permissions, permission) : false;
}

/**
 * Refuses a /v1 operation outside the key's permissions: 403 key_permission_denied. The
 * permission is the one the operation's contract names, the same the consoles check of a member.
 */
export function requireKeyPermission(request: FastifyRequest): void {
  const contract = (request.routeOptions.config as { contract?: Endpoint }).contract;
  const permission = contract?.permission;
  if (!permission)
    throw new Error(`${request.method} ${request.routeOptions.url}: /v1 route without a permission`);
  if (!apiKeyMay(request, permission)) throw new AppError('key_permission_denied', { permission });
}

/** The merchant of a /v1 request (behind the merchant API plugin). */
export function apiMerchantOf(request: FastifyRequest): MerchantRow {
  if (!request.apiKey) throw new AppError('invalid_api_key');
  return request.apiKey.merchant;
}

/** preHandler of /v1 features for verified merchants only, as in the dashboard: 403 kyc_required. */
export function requireVerifiedApiMerchant(): preHandlerAsyncHookHandler {
  return async (request) => {
    if (apiMerchantOf(request).verificationStatus !== 'verified') throw new AppError('kyc_required');
  };
}
