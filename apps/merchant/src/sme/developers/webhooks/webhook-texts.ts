import { useSession } from '@kopru/api-client/auth';
import { type EventType, eventTypes } from '@kopru/domain/events';
import type { webhookEventTypes } from '@kopru/domain/schemas/webhooks';
import { mayOfRole, readableEventTypes } from '@kopru/domain/webhook-permissions';
import { useTranslation } from 'react-i18next';

import type { SecretRevealTexts } from '../secret-reveal.tsx';

export type WebhookEventType = (typeof webhookEventTypes)[number];

/** The areas events belong to, in the order the event picker shows them. */
export const eventGroups = ['payment', 'payment_link', 'payout', 'refund', 'dispute', 'kyc'] as const;
export type EventGroup = (typeof eventGroups)[number];

/** The event types of one area: `payout` -> payout.requested, payout.approved, … */
export function eventsOf(group: EventGroup): EventType[] {
  return eventTypes.filter((type) => type.slice(0, type.lastIndexOf('.')) === group);
}

/** The translated name of an event type ("Payment succeeded" for payment.succeeded). */
export function useEventLabel(): (type: WebhookEventType) => string {
  const { t } = useTranslation();
  return (type) => t(`webhooks.eventTypes.${type}`);
}

/** "3 events", or "All events" when the endpoint takes every type there is. */
export function useEventSummary(): (events: readonly string[]) => string {
  const { t } = useTranslation();
  return (events) =>
    eventTypes.every((type) => events.includes(type))
      ? t('webhooks.allEvents')
      : t('webhooks.eventCount', { count: events.length });
}

/**
 * What an endpoint set up by this member may receive: the event types its role reads and whether
 * it may send payer details. The API refuses more (webhook_endpoint_exceeds_role).
 */
export function useWebhookGrants(): { readable: EventType[]; payerDetails: boolean } {
  // The page is open to roles that read webhooks only, so the session has a role here.
  const may = mayOfRole(useSession().data?.memberRole ?? 'viewer');
  return { readable: readableEventTypes(eventTypes, may), payerDetails: may('payments.payerDetails') };
}

/** "3 events · with customer details": what an endpoint receives, in one line. */
export function useReceivesSummary(): (endpoint: {
  events: readonly string[];
  payerDetails: boolean;
}) => string {
  const { t } = useTranslation();
  const summary = useEventSummary();
  return (endpoint) =>
    t(endpoint.payerDetails ? 'webhooks.receives.withPayer' : 'webhooks.receives.withoutPayer', {
      events: summary(endpoint.events),
    });
}

/** The secret view's texts for a webhook signing secret. */
export function useWebhookSecretTexts(): SecretRevealTexts {
  const { t } = useTranslation();
  return {
    warning: t('webhooks.secret.warning'),
    label: t('webhooks.secret.label'),
    copy: t('webhooks.secret.copy'),
    copied: t('webhooks.secret.copied'),
    done: t('webhooks.secret.done'),
  };
}
