import { useWebhookEndpoints } from '@kopru/api-client/webhooks';
import { MAX_WEBHOOK_ENDPOINTS } from '@kopru/domain/webhooks';
import { Alert } from '@kopru/ui/alert';
import { Button } from '@kopru/ui/button';
import { Card } from '@kopru/ui/card';
import { EmptyState } from '@kopru/ui/empty-state';
import { QueryView } from '@kopru/ui/query-view';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { Plus, Webhook } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { CreateWebhookDialog } from './create-webhook-dialog.tsx';
import { WebhookList } from './webhook-list.tsx';

/** The state the endpoint page leaves behind when it deletes the endpoint. */
export interface WebhooksPageState {
  deleted?: boolean;
}

export function WebhooksPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('webhooks.title'));
  const endpoints = useWebhookEndpoints();
  const location = useLocation();
  const [creating, setCreating] = useState(false);
  const deleted = (location.state as WebhooksPageState | null)?.deleted === true;

  const all = endpoints.data?.data ?? [];
  const full = all.length >= MAX_WEBHOOK_ENDPOINTS;
  const addButton = (
    <Button
      onClick={() => setCreating(true)}
      disabled={full}
      aria-describedby={full ? 'webhooks-limit' : undefined}
    >
      <Plus aria-hidden="true" className="size-4" />
      {t('webhooks.add')}
    </Button>
  );

  return (
    <section aria-labelledby="webhooks-title" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="max-w-2xl">
          <h2 id="webhooks-title" className="text-lg font-semibold text-slate-900">
            {t('webhooks.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('webhooks.intro')}</p>
          <p className="mt-1 text-sm text-slate-600">{t('webhooks.rolesNote')}</p>
          {all.length > 0 && (
            <p className="mt-2 text-sm font-medium text-slate-700">
              {t('webhooks.count', { count: all.length, max: MAX_WEBHOOK_ENDPOINTS })}
            </p>
          )}
        </div>
        {all.length > 0 && <div className="shrink-0">{addButton}</div>}
      </div>
      {deleted && <Alert tone="success">{t('webhooks.deleted')}</Alert>}
      {full && (
        <div id="webhooks-limit">
          <Alert tone="info">{t('webhooks.limitReached', { max: MAX_WEBHOOK_ENDPOINTS })}</Alert>
        </div>
      )}
      <QueryView
        query={endpoints}
        errorText={t('common.somethingWentWrong')}
        errorClassName=""
        isEmpty={(page) => page.data.length === 0}
        empty={
          <Card>
            <EmptyState
              icon={<Webhook aria-hidden="true" />}
              title={t('webhooks.empty.title')}
              text={t('webhooks.empty.text')}
              action={addButton}
            />
          </Card>
        }
      >
        {(page) => <WebhookList endpoints={page.data} />}
      </QueryView>
      <CreateWebhookDialog open={creating} onOpenChange={setCreating} />
    </section>
  );
}
