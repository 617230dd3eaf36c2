import type { WebhookAttempt } from '@kopru/domain/schemas/webhooks';
import { formatDateTime } from '@kopru/i18n/format';
import { Badge, type BadgeTone } from '@kopru/ui/badge';
import { useTranslation } from 'react-i18next';

const deliveryTones: Record<WebhookAttempt['deliveryStatus'], BadgeTone> = {
  pending: 'warning',
  succeeded: 'success',
  failed: 'danger',
};

/** Whether this attempt worked. */
export function OutcomeBadge({ attempt }: { attempt: WebhookAttempt }) {
  const { t } = useTranslation();
  return (
    <Badge tone={attempt.succeeded ? 'success' : 'danger'}>
      {t(`webhooks.log.outcomes.${attempt.succeeded ? 'succeeded' : 'failed'}`)}
    </Badge>
  );
}

/** Where the delivery stands now, with the time of its next retry while it is pending. */
export function DeliveryStatus({ attempt }: { attempt: WebhookAttempt }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="space-y-1">
      <Badge tone={deliveryTones[attempt.deliveryStatus]}>
        {t(`webhooks.log.deliveryStatuses.${attempt.deliveryStatus}`)}
      </Badge>
      {attempt.deliveryStatus === 'pending' && attempt.nextRetryAt && (
        <p className="text-xs text-slate-500">
          {t('webhooks.log.nextRetry', { date: formatDateTime(attempt.nextRetryAt, i18n.language) })}
        </p>
      )}
    </div>
  );
}

export function AttemptBadges({ attempt }: { attempt: WebhookAttempt }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-start gap-4">
      <div className="space-y-1">
        <p className="text-xs text-slate-500">{t('webhooks.log.columns.outcome')}</p>
        <OutcomeBadge attempt={attempt} />
      </div>
      <div className="space-y-1">
        <p className="text-xs text-slate-500">{t('webhooks.log.columns.delivery')}</p>
        <DeliveryStatus attempt={attempt} />
      </div>
    </div>
  );
}
