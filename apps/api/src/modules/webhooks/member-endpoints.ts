import { grantsBeyond, mayOfRole } from '@kopru/domain/webhook-permissions';
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import type { WebhookEndpointRow } from '../../db/schema/webhook-endpoints.ts';
import type { MemberChange } from '../api-keys/member-keys.ts';
import { recordAudit } from '../audit/repository.ts';
import { emailOwners } from '../members/email-owners.ts';
import { disableEndpoint, enabledEndpointsMadeBy, failPendingDeliveries } from './repository.ts';

function beyondRole(endpoint: WebhookEndpointRow, change: MemberChange) {
  if (change.role === null) return undefined;
  return grantsBeyond(
    {
      events: endpoint.events as Parameters<typeof grantsBeyond>[0]['events'],
      payerDetails: endpoint.payerDetails,
    },
    mayOfRole(change.role),
  );
}

/**
 * An endpoint acts for the member who made it, as its keys do (api-keys/member-keys.ts): when the
 * member leaves the team every endpoint it made stops; when it is moved to another role, those
 * that receive what the new role may not read (an event type, or payer details) stop. What was
 * waiting for them fails; each is audited and the owners are e-mailed once. An owner or admin
 * turning it back on becomes its maker. Runs in the caller's transaction.
 */
export async function stopEndpointsOfMember(ctx: AppContext, tx: Transaction, change: MemberChange) {
  const now = ctx.clock.now();
  const { merchantId, role } = change;
  const made = await enabledEndpointsMadeBy(tx, { merchantId, userId: change.userId });
  const stopped: WebhookEndpointRow[] = [];
  for (const endpoint of made) {
    const beyond = beyondRole(endpoint, change);
    if (beyond && beyond.events.length === 0 && !beyond.payerDetails) continue;
    const reason = role === null ? 'maker_removed' : 'maker_role_changed';
    const disabled = await disableEndpoint(tx, { id: endpoint.id, reason, now });
    if (!disabled) continue;
    stopped.push(disabled);
    const pendingFailed = await failPendingDeliveries(tx, endpoint.id, now);
    await recordAudit(tx, {
      action: 'webhook_endpoint.disabled',
      actorUserId: change.actor.id,
      actorEmail: change.actor.email,
      targetType: 'webhook_endpoint',
      targetId: endpoint.id,
      merchantId,
      ipAddress: change.actor.ip,
      details: {
        url: endpoint.url,
        reason,
        member: change.email,
        pendingFailed,
        ...(beyond ? { role, beyond } : {}),
      },
    });
  }
  if (stopped.length === 0) return stopped;
  await emailOwners(ctx, tx, merchantId, 'webhookEndpointsStopped', () => ({
    member: change.email,
    role,
    endpoints: stopped.map((e) => e.url).join(', '),
    url: `${ctx.env.MERCHANT_ORIGIN}/sme/dashboard/developers/webhooks`,
  }));
  return stopped;
}
