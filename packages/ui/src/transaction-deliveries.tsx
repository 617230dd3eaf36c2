import type { TransactionDetail } from '@kopru/domain/schemas/transaction-detail';
import { formatDateTime } from '@kopru/i18n/format';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from './badge.tsx';
import { Card, CardBody, CardHeader } from './card.tsx';

const statusTones = { pending: 'warning', succeeded: 'success', failed: 'danger' } as const satisfies Record<
  string,
  BadgeTone
>;

/**
 * The webhook deliveries of the payment's events; a list, so it fits a phone without scrolling.
 * Nothing for a role that does not read webhooks (null).
 */
export function TransactionDeliveries({ detail }: { detail: TransactionDetail }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const title = t('refunds.detail.deliveries.title');
  const deliveries = detail.webhookDeliveries;
  if (deliveries === null) return null;
  return (
    <Card>
      <CardHeader title={title} description={t('refunds.detail.deliveries.text')} />
      {deliveries.length === 0 ? (
        <CardBody>
          <p className="text-sm text-slate-600">{t('refunds.detail.deliveries.empty')}</p>
        </CardBody>
      ) : (
        <ul aria-label={title} className="divide-y divide-slate-100">
          {deliveries.map((delivery) => (
            <li key={delivery.id} className="space-y-1 px-5 py-3 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium text-slate-900">
                  {t(`webhooks.eventTypes.${delivery.eventType}`)}
                </span>
                <Badge tone={statusTones[delivery.status]}>
                  {t(`webhooks.log.deliveryStatuses.${delivery.status}`)}
                </Badge>
              </div>
              <p className="font-mono text-xs break-all text-slate-600">
                <span className="sr-only">{t('refunds.detail.deliveries.endpoint')}: </span>
                {delivery.endpointUrl}
              </p>
              <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
                <div className="flex gap-1">
                  <dt>{t('refunds.detail.deliveries.attempts')}:</dt>
                  <dd className="font-medium text-slate-900">{delivery.attempts}</dd>
                </div>
                <div className="flex gap-1">
                  <dt>{t('refunds.detail.deliveries.lastAnswer')}:</dt>
                  <dd className="font-medium text-slate-900">
                    {delivery.lastStatusCode ?? t('refunds.detail.deliveries.noAnswer')}
                  </dd>
                </div>
                <div className="flex gap-1">
                  <dt>{t('refunds.detail.deliveries.time')}:</dt>
                  <dd>
                    <time dateTime={delivery.lastAttemptAt ?? delivery.createdAt}>
                      {formatDateTime(delivery.lastAttemptAt ?? delivery.createdAt, locale)}
                    </time>
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
