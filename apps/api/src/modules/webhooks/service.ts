import { AppError } from '@kopru/domain/errors';
import { createId } from '@kopru/domain/ids';
import type { AuditAction } from '@kopru/domain/schemas/audit';
import type {
  CreateWebhookEndpointRequest,
  UpdateWebhookEndpointRequest,
  WebhookEndpoint,
  WebhookEndpointList,
  WebhookSecretResponse,
} from '@kopru/domain/schemas/webhooks';
import type { EndpointGrants } from '@kopru/domain/webhook-permissions';
import { MAX_WEBHOOK_ENDPOINTS, WEBHOOK_SECRET_GRACE_MS } from '@kopru/domain/webhooks';
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import type { WebhookEndpointRow } from '../../db/schema/webhook-endpoints.ts';
import { toPage } from '../../lib/pagination.ts';
import { apiKeyIdOf, type MerchantActor, userIdOf } from '../../ports.ts';
import { lockMerchant } from '../api-keys/repository.ts';
import { recordAudit } from '../audit/repository.ts';
import type { IdempotentResponse } from '../idempotency/service.ts';
import { checkWebhookTarget } from './address-guard.ts';
import { assertWithinGrantor, type Grantor, grantsOf, liveGrantor } from './grantor.ts';
import { toWebhookEndpoint } from './mapping.ts';
import {
  countEndpoints,
  deleteEndpoint,
  failPendingDeliveries,
  findEndpoint,
  insertEndpoint,
  listEndpoints,
  updateEndpoint,
} from './repository.ts';
import { encryptSecret, generateWebhookSecret } from './secrets.ts';

/** Runs a write in a transaction: plain in the dashboard, idempotent on /v1 (runMerchantWrite). */
export type WriteRunner = <T>(
  work: (tx: Transaction) => Promise<{ status: number; body: T }>,
) => Promise<IdempotentResponse<T>>;

function audit(
  tx: Transaction,
  actor: MerchantActor,
  action: AuditAction,
  endpoint: WebhookEndpointRow,
  details = {},
) {
  return recordAudit(tx, {
    action,
    actorUserId: userIdOf(actor),
    actorEmail: actor.email,
    targetType: 'webhook_endpoint',
    targetId: endpoint.id,
    merchantId: actor.merchantId,
    ipAddress: actor.ip,
    details: { url: endpoint.url, apiKeyId: apiKeyIdOf(actor), ...details },
  });
}

/**
 * Refuses URLs the SSRF guard would never send to, before anything is saved: 400
 * webhook_url_not_allowed, or webhook_url_unresolved for a host DNS does not resolve in time.
 */
async function assertAllowedUrl(ctx: AppContext, url: string): Promise<void> {
  const check = await checkWebhookTarget(url, {
    allowPrivate: ctx.env.WEBHOOKS_ALLOW_PRIVATE,
    resolver: ctx.hostResolver,
  });
  if (check.ok) return;
  if (check.reason === 'unresolved') throw new AppError('webhook_url_unresolved');
  throw new AppError('webhook_url_not_allowed', { reason: check.reason });
}

export async function requireEndpoint(ctx: AppContext, merchantId: string, id: string) {
  const row = await findEndpoint(ctx.db, { merchantId, id });
  if (!row) throw new AppError('not_found');
  return row;
}

export async function getWebhookEndpoint(ctx: AppContext, merchantId: string, id: string) {
  return toWebhookEndpoint(await requireEndpoint(ctx, merchantId, id), ctx.clock.now());
}

export async function listWebhookEndpoints(
  ctx: AppContext,
  merchantId: string,
  query: { limit: number; starting_after?: string | undefined },
): Promise<WebhookEndpointList> {
  const { limit, starting_after } = query;
  const after = starting_after ? await findEndpoint(ctx.db, { merchantId, id: starting_after }) : undefined;
  if (starting_after && !after) throw new AppError('not_found', { param: 'starting_after' });
  const page = toPage(await listEndpoints(ctx.db, { merchantId, limit, after }), limit);
  const now = ctx.clock.now();
  return { data: page.data.map((row) => toWebhookEndpoint(row, now)), has_more: page.has_more };
}

/** Creates an endpoint; the answer is the only time its signing secret is shown. */
export async function createWebhookEndpoint(
  ctx: AppContext,
  run: WriteRunner,
  actor: MerchantActor,
  grantor: Grantor,
  input: CreateWebhookEndpointRequest,
): Promise<IdempotentResponse<WebhookSecretResponse>> {
  const url = input.url.trim();
  const grants = {
    events: [...new Set(input.events)],
    // Unsaid, payer details go along when the grantor may read them.
    payerDetails: input.payerDetails ?? grantor.may('payments.payerDetails'),
  };
  assertWithinGrantor(grants, grantor);
  // Before the transaction: a slow DNS answer must not hold a database connection.
  await assertAllowedUrl(ctx, url);
  return run(async (tx) => ({
    status: 201,
    body: await insertNewEndpoint(ctx, tx, actor, grantor, { ...input, url, ...grants }),
  }));
}

async function insertNewEndpoint(
  ctx: AppContext,
  tx: Transaction,
  actor: MerchantActor,
  grantor: Grantor,
  input: CreateWebhookEndpointRequest & EndpointGrants,
): Promise<WebhookSecretResponse> {
  const url = input.url;
  const live = await liveGrantor(tx, actor.merchantId, grantor);
  assertWithinGrantor(input, live);
  await lockMerchant(tx, actor.merchantId);
  if ((await countEndpoints(tx, actor.merchantId)) >= MAX_WEBHOOK_ENDPOINTS)
    throw new AppError('webhook_endpoint_limit_reached', { limit: MAX_WEBHOOK_ENDPOINTS });
  const secret = generateWebhookSecret();
  const now = ctx.clock.now();
  const row = await insertEndpoint(tx, {
    id: createId('we'),
    merchantId: actor.merchantId,
    url,
    description: input.description?.trim() ?? '',
    events: [...input.events],
    payerDetails: input.payerDetails,
    createdByUserId: grantor.userId,
    secretCiphertext: encryptSecret(ctx.appSecret, secret),
    createdAt: now,
    updatedAt: now,
  });
  await audit(tx, actor, 'webhook_endpoint.created', row, {
    events: row.events,
    payerDetails: row.payerDetails,
    maker: grantor.userId,
  });
  return { endpoint: toWebhookEndpoint(row, now), secret };
}

/**
 * Edits an endpoint. Disabling it fails what was waiting for it; enabling it clears the reason
 * and the failure streak (the merchant says it is fixed), so deliveries start again. Whoever
 * changes where it sends or what (url, events, payer details) or turns it on must be able to read
 * all it then receives, and becomes its maker: a developer cannot point an owner's endpoint of
 * refunds at its own server.
 */
export async function updateWebhookEndpoint(
  ctx: AppContext,
  run: WriteRunner,
  actor: MerchantActor,
  grantor: Grantor,
  id: string,
  input: UpdateWebhookEndpointRequest,
): Promise<IdempotentResponse<WebhookEndpoint>> {
  if (input.url !== undefined) await assertAllowedUrl(ctx, input.url.trim());
  return run(async (tx) => ({
    status: 200,
    body: await applyUpdate(ctx, tx, actor, grantor, id, input),
  }));
}

async function applyUpdate(
  ctx: AppContext,
  tx: Transaction,
  actor: MerchantActor,
  grantor: Grantor,
  id: string,
  input: UpdateWebhookEndpointRequest,
): Promise<WebhookEndpoint> {
  const scope = { merchantId: actor.merchantId, id };
  const live = await liveGrantor(tx, actor.merchantId, grantor);
  const current = await findEndpoint(tx, scope, { lock: true });
  if (!current) throw new AppError('not_found');
  const now = ctx.clock.now();
  const toggled = input.enabled !== undefined && input.enabled !== current.enabled;
  const redirects =
    input.url !== undefined ||
    input.events !== undefined ||
    input.payerDetails !== undefined ||
    (toggled && input.enabled === true);
  if (toggled && !input.enabled) assertWithinGrantor(grantsOf(current), live, 'webhook_endpoint_beyond_role');
  if (redirects)
    assertWithinGrantor(
      {
        events: input.events ?? grantsOf(current).events,
        payerDetails: input.payerDetails ?? current.payerDetails,
      },
      live,
    );
  const row = await updateEndpoint(tx, scope, {
    ...(input.url !== undefined ? { url: input.url.trim() } : {}),
    ...(input.description !== undefined ? { description: input.description.trim() } : {}),
    ...(input.events !== undefined ? { events: [...new Set(input.events)] } : {}),
    ...(input.payerDetails !== undefined ? { payerDetails: input.payerDetails } : {}),
    ...(redirects ? { createdByUserId: live.userId } : {}),
    ...(toggled && input.enabled
      ? { enabled: true, disabledReason: null, disabledAt: null, failureCount: 0, failingSince: null }
      : {}),
    ...(toggled && !input.enabled
      ? { enabled: false, disabledReason: 'manual' as const, disabledAt: now }
      : {}),
    updatedAt: now,
  });
  if (!row) throw new AppError('not_found');
  if (toggled && !input.enabled) await failPendingDeliveries(tx, id, now);
  const changed = Object.keys(input).filter((key) => input[key as keyof typeof input] !== undefined);
  const action = toggled
    ? input.enabled
      ? 'webhook_endpoint.enabled'
      : 'webhook_endpoint.disabled'
    : 'webhook_endpoint.updated';
  await audit(tx, actor, action, row, { changed, ...(redirects ? { maker: live.userId } : {}) });
  return toWebhookEndpoint(row, now);
}

/**
 * Deletes the endpoint with its delivery log; events stay readable on /v1/events. Only for a
 * grantor who may read all it receives.
 */
export function deleteWebhookEndpoint(run: WriteRunner, actor: MerchantActor, grantor: Grantor, id: string) {
  return run(async (tx) => ({ status: 200, body: await removeEndpoint(tx, actor, grantor, id) }));
}

async function removeEndpoint(
  tx: Transaction,
  actor: MerchantActor,
  grantor: Grantor,
  id: string,
): Promise<{ ok: true }> {
  const scope = { merchantId: actor.merchantId, id };
  const live = await liveGrantor(tx, actor.merchantId, grantor);
  const current = await findEndpoint(tx, scope, { lock: true });
  if (!current) throw new AppError('not_found');
  assertWithinGrantor(grantsOf(current), live, 'webhook_endpoint_beyond_role');
  if (!(await deleteEndpoint(tx, scope))) throw new AppError('not_found');
  await audit(tx, actor, 'webhook_endpoint.deleted', current);
  return { ok: true };
}

/**
 * A new signing secret, shown once; the previous one keeps signing too for 24 hours. Only to
 * someone who may read all the endpoint receives: the secret signs events of its types.
 */
export function regenerateWebhookSecret(
  ctx: AppContext,
  run: WriteRunner,
  actor: MerchantActor,
  grantor: Grantor,
  id: string,
) {
  return run(async (tx) => ({ status: 201, body: await replaceSecret(ctx, tx, actor, grantor, id) }));
}

async function replaceSecret(
  ctx: AppContext,
  tx: Transaction,
  actor: MerchantActor,
  grantor: Grantor,
  id: string,
): Promise<WebhookSecretResponse> {
  const scope = { merchantId: actor.merchantId, id };
  const live = await liveGrantor(tx, actor.merchantId, grantor);
  const current = await findEndpoint(tx, scope, { lock: true });
  if (!current) throw new AppError('not_found');
  assertWithinGrantor(grantsOf(current), live);
  const now = ctx.clock.now();
  const secret = generateWebhookSecret();
  const previousSecretExpiresAt = new Date(now.getTime() + WEBHOOK_SECRET_GRACE_MS);
  const row = await updateEndpoint(tx, scope, {
    secretCiphertext: encryptSecret(ctx.appSecret, secret),
    previousSecretCiphertext: current.secretCiphertext,
    previousSecretExpiresAt,
    updatedAt: now,
  });
  if (!row) throw new AppError('not_found');
  await audit(tx, actor, 'webhook_endpoint.secret_regenerated', row, {
    previousSecretExpiresAt: previousSecretExpiresAt.toISOString(),
  });
  return { endpoint: toWebhookEndpoint(row, now), secret };
}
