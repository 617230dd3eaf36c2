import { AppError } from '@kopru/domain/errors';
import { createId } from '@kopru/domain/ids';
import {
  defaultKeyPermissionsOf,
  grantsBeyondRole,
  type KeyPermissions,
} from '@kopru/domain/key-permissions';
import {
  type ApiKeyList,
  type ApiKeyMode,
  type CreatedApiKey,
  MAX_ACTIVE_API_KEYS,
  type RolledApiKey,
  type RollGrace,
  rollGraceMs,
} from '@kopru/domain/schemas/api-keys';
import type { AuditAction } from '@kopru/domain/schemas/audit';
import type { MemberRole } from '@kopru/domain/team';
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import type { ApiKeyRow } from '../../db/schema/api-keys.ts';
import { toPage } from '../../lib/pagination.ts';
import { isSandbox, type MerchantActor, userIdOf } from '../../ports.ts';
import { recordAudit } from '../audit/repository.ts';
import { emailOwners } from '../members/email-owners.ts';
import { liveRoleOf } from '../members/live-role.ts';
import { statusOf, toApiKey } from './mapping.ts';
import {
  countActiveApiKeys,
  findApiKey,
  insertApiKey,
  listApiKeys,
  lockMerchant,
  updateApiKey,
} from './repository.ts';
import { generateKeyMaterial, hashSecret } from './secrets.ts';

/** Keys are made for the acquirer the platform runs: test keys with the sandbox. */
export function currentMode(ctx: AppContext): ApiKeyMode {
  return isSandbox(ctx.paymentProvider) ? 'test' : 'live';
}

function audit(tx: Transaction, actor: MerchantActor, action: AuditAction, key: ApiKeyRow, details = {}) {
  return recordAudit(tx, {
    action,
    actorUserId: userIdOf(actor),
    actorEmail: actor.email,
    targetType: 'api_key',
    targetId: key.id,
    merchantId: actor.merchantId,
    ipAddress: actor.ip,
    details: {
      description: key.description,
      publicKey: key.publicKey,
      secretHint: `${key.secretPrefix}…${key.secretLast4}`,
      ...details,
    },
  });
}

/**
 * The merchant's owners hear of every new secret key (created or rolled), each in its language:
 * name, hint, mode and who made it, never the secret.
 */
async function tellOfNewKey(ctx: AppContext, tx: Transaction, actor: MerchantActor, key: ApiKeyRow) {
  await emailOwners(ctx, tx, actor.merchantId, 'apiKeyCreated', () => ({
    name: key.description,
    hint: `${key.secretPrefix}…${key.secretLast4}`,
    mode: key.mode,
    creator: actor.email ?? actor.id,
    url: `${ctx.env.MERCHANT_ORIGIN}/sme/dashboard/developers`,
    resetUrl: `${ctx.env.MERCHANT_ORIGIN}/login?view=forgot`,
  }));
}

/** The member making a key: keys are made in the console, by a signed-in user. */
function makerOf(actor: MerchantActor): string {
  const userId = userIdOf(actor);
  if (!userId) throw new AppError('forbidden');
  return userId;
}

/**
 * Refuses a key with more than the member's role allows: 403 api_key_permissions_exceed_role to
 * make or roll it (the one who rolls sees the new secret), api_key_beyond_role to revoke it.
 */
function assertWithinRole(
  permissions: KeyPermissions,
  role: MemberRole,
  code: 'api_key_permissions_exceed_role' | 'api_key_beyond_role' = 'api_key_permissions_exceed_role',
): void {
  const beyond = grantsBeyondRole(permissions, role);
  if (beyond.length > 0) throw new AppError(code, { resources: beyond });
}

/** The acting member's role now, its member row locked for the write (members/live-role.ts). */
function liveRoleOfActor(tx: Transaction, actor: MerchantActor): Promise<MemberRole> {
  return liveRoleOf(tx, { merchantId: actor.merchantId, userId: makerOf(actor) }, 'apiKeys.manage');
}

async function insertNewKey(
  ctx: AppContext,
  tx: Transaction,
  input: {
    merchantId: string;
    description: string;
    permissions: KeyPermissions;
    createdByUserId: string;
    rolledFrom?: string;
  },
) {
  const mode = currentMode(ctx);
  const material = generateKeyMaterial(mode);
  const row = await insertApiKey(tx, {
    id: createId('key'),
    merchantId: input.merchantId,
    description: input.description,
    mode,
    publicKey: material.publicKey,
    secretHash: hashSecret(ctx.appSecret, material.secret),
    secretPrefix: material.secretPrefix,
    secretLast4: material.secretLast4,
    rolledFrom: input.rolledFrom ?? null,
    permissions: input.permissions,
    createdByUserId: input.createdByUserId,
  });
  return { row, secret: material.secret };
}

/**
 * A key of the acting member: the permissions asked for (else its role's default), never more
 * than the role it holds when the key is written; the member is recorded as the key's maker.
 */
export async function createApiKey(
  ctx: AppContext,
  actor: MerchantActor,
  input: { description: string; permissions?: KeyPermissions | undefined },
): Promise<CreatedApiKey> {
  return ctx.db.transaction(async (tx) => {
    const role = await liveRoleOfActor(tx, actor);
    const permissions = input.permissions ?? defaultKeyPermissionsOf(role);
    assertWithinRole(permissions, role);
    await lockMerchant(tx, actor.merchantId);
    if ((await countActiveApiKeys(tx, actor.merchantId)) >= MAX_ACTIVE_API_KEYS) {
      throw new AppError('api_key_limit_reached', { limit: MAX_ACTIVE_API_KEYS });
    }
    const { row, secret } = await insertNewKey(ctx, tx, {
      merchantId: actor.merchantId,
      description: input.description,
      permissions,
      createdByUserId: makerOf(actor),
    });
    await audit(tx, actor, 'api_key.created', row, { mode: row.mode, permissions });
    await tellOfNewKey(ctx, tx, actor, row);
    return { key: toApiKey(row, ctx.clock.now()), secret };
  });
}

/**
 * A new secret with the same description and permissions; the old one keeps working until
 * `now + grace`. Whoever rolls sees the new secret, so the key must fit its role and becomes its.
 */
export async function rollApiKey(
  ctx: AppContext,
  actor: MerchantActor,
  id: string,
  grace: RollGrace,
): Promise<RolledApiKey> {
  return ctx.db.transaction(async (tx) => {
    const role = await liveRoleOfActor(tx, actor);
    const now = ctx.clock.now();
    const old = await findApiKey(tx, { merchantId: actor.merchantId, id }, { lock: true });
    if (!old) throw new AppError('not_found');
    if (statusOf(old, now) !== 'active') throw new AppError('api_key_inactive');
    if (old.expiresAt !== null) throw new AppError('api_key_already_rolled');
    assertWithinRole(old.permissions, role);
    const expiresAt = new Date(now.getTime() + rollGraceMs[grace]);
    const previous = await updateApiKey(tx, { merchantId: actor.merchantId, id }, { expiresAt });
    if (!previous) throw new AppError('not_found');
    const { row, secret } = await insertNewKey(ctx, tx, {
      merchantId: actor.merchantId,
      description: old.description,
      permissions: old.permissions,
      createdByUserId: makerOf(actor),
      rolledFrom: old.id,
    });
    await audit(tx, actor, 'api_key.rolled', previous, {
      grace,
      expiresAt: expiresAt.toISOString(),
      newKeyId: row.id,
    });
    await tellOfNewKey(ctx, tx, actor, row);
    return { key: toApiKey(row, now), secret, previous: toApiKey(previous, now) };
  });
}

/**
 * Immediate: the next request with this secret is refused. Only by a member whose role covers
 * all the key can do, as rolling: a developer cannot stop an owner's key of payouts.
 */
export async function revokeApiKey(ctx: AppContext, actor: MerchantActor, id: string) {
  return ctx.db.transaction(async (tx) => {
    const role = await liveRoleOfActor(tx, actor);
    const now = ctx.clock.now();
    const key = await findApiKey(tx, { merchantId: actor.merchantId, id }, { lock: true });
    if (!key) throw new AppError('not_found');
    if (statusOf(key, now) !== 'active') throw new AppError('api_key_inactive');
    assertWithinRole(key.permissions, role, 'api_key_beyond_role');
    const revoked = await updateApiKey(
      tx,
      { merchantId: actor.merchantId, id },
      { status: 'revoked', revokedAt: now },
    );
    if (!revoked) throw new AppError('not_found');
    await audit(tx, actor, 'api_key.revoked', revoked);
    return toApiKey(revoked, now);
  });
}

export async function listMerchantApiKeys(
  ctx: AppContext,
  merchantId: string,
  query: { limit: number; starting_after?: string | undefined },
): Promise<ApiKeyList> {
  const { limit, starting_after } = query;
  const after = starting_after ? await findApiKey(ctx.db, { merchantId, id: starting_after }) : undefined;
  if (starting_after && !after) throw new AppError('not_found', { param: 'starting_after' });
  const [rows, activeCount] = await Promise.all([
    listApiKeys(ctx.db, { merchantId, limit, after }),
    countActiveApiKeys(ctx.db, merchantId),
  ]);
  const page = toPage(rows, limit);
  const now = ctx.clock.now();
  return {
    data: page.data.map((row) => toApiKey(row, now)),
    has_more: page.has_more,
    activeCount,
    maxActive: MAX_ACTIVE_API_KEYS,
  };
}
