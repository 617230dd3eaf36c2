import { errorMessageKey } from '@kopru/api-client/client';
import { useUpdateWebhookEndpoint } from '@kopru/api-client/webhooks';
import type { WebhookEndpoint } from '@kopru/domain/schemas/webhooks';
import { formatDateTime, formatNumber } from '@kopru/i18n/format';
import { useMessage } from '@kopru/i18n/react';
import { Card } from '@kopru/ui/card';
import { Switch } from '@kopru/ui/switch';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notice } from './notice.tsx';
import { WebhookStatus } from './webhook-status.tsx';
import { useEventLabel } from './webhook-texts.ts';

function Item({ term, className, children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <dt className="text-xs text-slate-500">{term}</dt>
      <dd className="mt-0.5 text-sm text-slate-800">{children}</dd>
    </div>
  );
}

/** The endpoint's settings and figures, with the switch that turns deliveries on and off. */
export function EndpointDetails({
  endpoint,
  onNotice,
}: {
  endpoint: WebhookEndpoint;
  onNotice(notice: Notice): void;
}) {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const label = useEventLabel();
  const update = useUpdateWebhookEndpoint();
  const locale = i18n.language;

  const setEnabled = (enabled: boolean) =>
    update.mutate(
      { id: endpoint.id, enabled },
      {
        onSuccess: () =>
          onNotice({
            tone: 'success',
            text: t(enabled ? 'webhooks.detail.enabledNotice' : 'webhooks.detail.disabledNotice'),
          }),
        onError: (error) => onNotice({ tone: 'error', text: message(errorMessageKey(error)) }),
      },
    );

  return (
    <Card>
      <div className="border-b border-slate-100 px-5 py-4">
        <h3 className="text-base font-semibold text-slate-900">{t('webhooks.detail.details')}</h3>
      </div>
      <div className="space-y-5 px-5 py-4">
        <Switch
          checked={endpoint.enabled}
          onCheckedChange={setEnabled}
          label={t('webhooks.detail.receive')}
          busy={update.isPending}
        />
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          <Item term={t('webhooks.columns.status')}>
            <WebhookStatus endpoint={endpoint} />
          </Item>
          <Item term={t('webhooks.detail.created')}>{formatDateTime(endpoint.createdAt, locale)}</Item>
          <Item term={t('webhooks.detail.lastTriggered')}>
            {endpoint.lastTriggeredAt
              ? formatDateTime(endpoint.lastTriggeredAt, locale)
              : t('webhooks.never')}
          </Item>
          <Item term={t('webhooks.detail.failureCount')}>
            <span className={endpoint.failureCount > 0 ? 'font-semibold text-red-700' : undefined}>
              {formatNumber(endpoint.failureCount, locale)}
            </span>
          </Item>
          {endpoint.description && (
            <Item term={t('webhooks.detail.description')} className="col-span-2 lg:col-span-4">
              <span className="break-words">{endpoint.description}</span>
            </Item>
          )}
          <Item term={t('webhooks.detail.events')} className="col-span-2 lg:col-span-4">
            <ul className="mt-1 grid gap-x-6 gap-y-1.5 sm:grid-cols-2 lg:grid-cols-3">
              {endpoint.events.map((type) => (
                <li key={type} className="flex flex-col">
                  <span>{label(type)}</span>
                  <code className="font-mono text-xs text-slate-500">{type}</code>
                </li>
              ))}
            </ul>
          </Item>
          <Item term={t('webhooks.detail.payerDetails')} className="col-span-2 lg:col-span-4">
            {endpoint.payerDetails
              ? t('webhooks.detail.payerDetailsSent')
              : t('webhooks.detail.payerDetailsLeftOut')}
          </Item>
        </dl>
        {endpoint.previousSecretExpiresAt && new Date(endpoint.previousSecretExpiresAt) > new Date() && (
          <p className="text-xs text-slate-600">
            {t('webhooks.detail.previousSecret', {
              date: formatDateTime(endpoint.previousSecretExpiresAt, locale),
            })}
          </p>
        )}
      </div>
    </Card>
  );
}
