import type { WebhookEndpoint } from '@kopru/domain/schemas/webhooks';
import { formatDateTime, formatNumber } from '@kopru/i18n/format';
import { Card } from '@kopru/ui/card';
import { cn } from '@kopru/ui/cn';
import { Table, TBody, TD, TH, THead, TR } from '@kopru/ui/table';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { WebhookStatus } from './webhook-status.tsx';
import { useReceivesSummary } from './webhook-texts.ts';

function useEndpointTexts() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return {
    lastTriggered: (endpoint: WebhookEndpoint) =>
      endpoint.lastTriggeredAt ? formatDateTime(endpoint.lastTriggeredAt, locale) : t('webhooks.never'),
    failures: (endpoint: WebhookEndpoint) => formatNumber(endpoint.failureCount, locale),
  };
}

/** The URL, linking to the endpoint's page, and the description under it. */
function Endpoint({ endpoint }: { endpoint: WebhookEndpoint }) {
  return (
    <div className="min-w-0">
      <Link
        to={endpoint.id}
        className="inline-flex items-start gap-1 font-mono text-sm font-medium break-all text-brand-800 hover:underline"
      >
        {endpoint.url}
        <ChevronRight aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      </Link>
      {endpoint.description && (
        <p className="mt-1 text-sm break-words text-slate-600">{endpoint.description}</p>
      )}
    </div>
  );
}

function Failures({ endpoint }: { endpoint: WebhookEndpoint }) {
  const texts = useEndpointTexts();
  return (
    <span className={cn(endpoint.failureCount > 0 && 'font-semibold text-red-700')}>
      {texts.failures(endpoint)}
    </span>
  );
}

/** The endpoints as a table from md up and as cards on phones. */
export function WebhookList({ endpoints }: { endpoints: WebhookEndpoint[] }) {
  const { t } = useTranslation();
  const texts = useEndpointTexts();
  const summary = useReceivesSummary();
  return (
    <>
      <Card className="hidden overflow-hidden md:block">
        <Table caption={t('webhooks.table')} className="table-fixed">
          <THead>
            <tr>
              <TH className="w-[36%]">{t('webhooks.columns.url')}</TH>
              <TH className="w-[18%]">{t('webhooks.columns.events')}</TH>
              <TH className="w-[18%]">{t('webhooks.columns.status')}</TH>
              <TH className="w-[17%]">{t('webhooks.columns.lastTriggered')}</TH>
              <TH className="w-[11%] text-right">{t('webhooks.columns.failures')}</TH>
            </tr>
          </THead>
          <TBody>
            {endpoints.map((endpoint) => (
              <TR key={endpoint.id}>
                <TD>
                  <Endpoint endpoint={endpoint} />
                </TD>
                <TD title={endpoint.events.join(', ')}>{summary(endpoint)}</TD>
                <TD>
                  <WebhookStatus endpoint={endpoint} />
                </TD>
                <TD className="text-xs">{texts.lastTriggered(endpoint)}</TD>
                <TD className="text-right">
                  <Failures endpoint={endpoint} />
                </TD>
              </TR>
            ))}
          </TBody>
        </Table>
      </Card>
      <ul className="space-y-3 md:hidden" aria-label={t('webhooks.table')}>
        {endpoints.map((endpoint) => (
          <li key={endpoint.id}>
            <Card className="space-y-3 p-4">
              <Endpoint endpoint={endpoint} />
              <WebhookStatus endpoint={endpoint} />
              <dl className="grid grid-cols-2 gap-2 text-sm">
                <div>
                  <dt className="text-xs text-slate-500">{t('webhooks.columns.events')}</dt>
                  <dd className="text-xs">{summary(endpoint)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-500">{t('webhooks.columns.failures')}</dt>
                  <dd className="text-xs">
                    <Failures endpoint={endpoint} />
                  </dd>
                </div>
                <div className="col-span-2">
                  <dt className="text-xs text-slate-500">{t('webhooks.columns.lastTriggered')}</dt>
                  <dd className="text-xs">{texts.lastTriggered(endpoint)}</dd>
                </div>
              </dl>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
