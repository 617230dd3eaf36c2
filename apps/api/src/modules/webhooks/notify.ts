import { formatDateTime } from '@kopru/i18n/format';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import type { WebhookEndpointRow } from '../../db/schema/webhook-endpoints.ts';
import { recordAudit } from '../audit/repository.ts';
import { emailOwners } from '../members/email-owners.ts';
import { failPendingDeliveries } from './repository.ts';

/**
 * After the platform disabled an endpoint (410 Gone, or five days of failures): what was waiting
 * for it fails, the decision is audited, and the merchant's owners are told, each in its language.
 */
export async function afterAutomaticDisable(
  ctx: AppContext,
  tx: Executor,
  endpoint: WebhookEndpointRow,
  reason: 'gone' | 'failing',
): Promise<void> {
  const now = ctx.clock.now();
  const failed = await failPendingDeliveries(tx, endpoint.id, now);
  await recordAudit(tx, {
    action: 'webhook_endpoint.disabled',
    targetType: 'webhook_endpoint',
    targetId: endpoint.id,
    merchantId: endpoint.merchantId,
    details: { url: endpoint.url, reason, failureCount: endpoint.failureCount, pendingFailed: failed },
  });
  await emailOwners(ctx, tx, endpoint.merchantId, 'webhookEndpointDisabled', (locale) => ({
    url: endpoint.url,
    reason,
    since: formatDateTime(endpoint.failingSince ?? now, locale),
    dashboardUrl: `${ctx.env.MERCHANT_ORIGIN}/sme/dashboard/developers/webhooks/${endpoint.id}`,
  }));
}
