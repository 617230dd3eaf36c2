import { type EventType, eventTypes } from '@kopru/domain/events';
import type { webhookEventTypes } from '@kopru/domain/schemas/webhooks';
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
