import type { WebhookEndpoint } from '@kopru/domain/schemas/webhooks';
import { formatDateTime } from '@kopru/i18n/format';
import { Badge } from '@kopru/ui/badge';
import { useTranslation } from 'react-i18next';

/** Enabled or disabled, with why and since when a disabled endpoint gets no events. */
export function WebhookStatus({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t, i18n } = useTranslation();
  if (endpoint.enabled) return <Badge tone="success">{t('webhooks.status.enabled')}</Badge>;
  const reason = endpoint.disabledReason;
  return (
    <div className="space-y-1">
      <Badge tone={reason === 'manual' || reason === null ? 'neutral' : 'danger'}>
        {t('webhooks.status.disabled')}
      </Badge>
      {reason && <p className="text-xs text-slate-600">{t(`webhooks.disabledReasons.${reason}`)}</p>}
      {endpoint.disabledAt && (
        <p className="text-xs text-slate-500">
          {t('webhooks.disabledOn', { date: formatDateTime(endpoint.disabledAt, i18n.language) })}
        </p>
      )}
    </div>
  );
}
