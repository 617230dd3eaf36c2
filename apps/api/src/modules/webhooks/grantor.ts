import { AppError } from '@kopru/domain/errors';
import { can, type May } from '@kopru/domain/team';
import { type EndpointGrants, grantsBeyond } from '@kopru/domain/webhook-permissions';
import type { Transaction } from '../../db/client.ts';
import type { WebhookEndpointRow } from '../../db/schema/webhook-endpoints.ts';
import { liveRoleOf } from '../members/live-role.ts';

/**
 * The member an endpoint acts for and what it may read: on the dashboard the signed-in member's
 * role, on /v1 the key's permissions (within its maker's role) and the key's maker.
 */
export interface Grantor {
  userId: string;
  may: May;
}

/**
 * 403 unless the grantor may read all the endpoint receives: webhook_endpoint_exceeds_role to
 * point it somewhere or widen it, webhook_endpoint_beyond_role to delete it or turn it off (a
 * developer cannot stop an owner's endpoint of payouts).
 */
export function assertWithinGrantor(
  grants: EndpointGrants,
  grantor: Grantor,
  code: 'webhook_endpoint_exceeds_role' | 'webhook_endpoint_beyond_role' = 'webhook_endpoint_exceeds_role',
): void {
  const beyond = grantsBeyond(grants, grantor.may);
  if (beyond.events.length === 0 && !beyond.payerDetails) return;
  throw new AppError(code, { events: beyond.events, payerDetails: beyond.payerDetails });
}

/**
 * The grantor as it stands inside the write's transaction: its member (the signed-in member, or
 * the key's maker) must still belong to the merchant with webhooks.manage, and may read only what
 * its role reads now as well as what the request allowed. Locks the member row first, before the
 * endpoint's, as member removal does (members/live-role.ts).
 */
export async function liveGrantor(tx: Transaction, merchantId: string, grantor: Grantor): Promise<Grantor> {
  const role = await liveRoleOf(tx, { merchantId, userId: grantor.userId }, 'webhooks.manage');
  return { userId: grantor.userId, may: (permission) => grantor.may(permission) && can(role, permission) };
}

/** What an endpoint receives: its event types and whether payer details go along. */
export function grantsOf(endpoint: WebhookEndpointRow): EndpointGrants {
  return { events: endpoint.events as EndpointGrants['events'], payerDetails: endpoint.payerDetails };
}
