import { ApiError } from '@kopru/api-client/client';
import { useWebhookEndpoint } from '@kopru/api-client/webhooks';
import type { WebhookEndpoint } from '@kopru/domain/schemas/webhooks';
import { Button } from '@kopru/ui/button';
import { QueryView } from '@kopru/ui/query-view';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { ArrowLeft, KeyRound, Pencil, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { DeleteWebhookDialog } from './delete-webhook-dialog.tsx';
import { DeliveryLog } from './delivery-log.tsx';
import { EditWebhookDialog } from './edit-webhook-dialog.tsx';
import { EndpointDetails } from './endpoint-details.tsx';
import { type Notice, NoticeAlert } from './notice.tsx';
import { RegenerateSecretDialog } from './regenerate-secret-dialog.tsx';
import { TestResultAlert, useWebhookTest } from './webhook-test.tsx';
import type { WebhooksPageState } from './webhooks-page.tsx';

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link
      to=".."
      relative="path"
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('webhooks.detail.back')}
    </Link>
  );
}

/** One endpoint: its settings, the actions on it and its delivery log. */
export function WebhookDetailPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('webhooks.title'));
  const { id = '' } = useParams();
  const endpoint = useWebhookEndpoint(id);

  const notFound = endpoint.error instanceof ApiError && endpoint.error.status === 404;
  return (
    <div className="space-y-4">
      <BackLink />
      <QueryView
        // Data stays shown while a refetch fails (e.g. right after deleting, before leaving the page).
        query={{ ...endpoint, isError: endpoint.isError && !endpoint.data }}
        errorText={notFound ? t('webhooks.detail.notFound') : t('common.somethingWentWrong')}
        errorClassName=""
      >
        {(data) => <EndpointView endpoint={data} />}
      </QueryView>
    </div>
  );
}

type OpenDialog = 'edit' | 'regenerate' | 'delete' | null;

function EndpointView({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const test = useWebhookTest(endpoint.id);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const open = (next: OpenDialog) => {
    setNotice(null);
    setDialog(next);
  };

  return (
    <section aria-labelledby="webhook-title" className="space-y-4">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <p className="text-xs font-medium text-slate-500">{t('webhooks.form.url')}</p>
          <h2 id="webhook-title" className="font-mono text-base font-semibold break-all text-slate-900">
            {endpoint.url}
          </h2>
          {endpoint.description && (
            <p className="mt-1 text-sm break-words text-slate-600">{endpoint.description}</p>
          )}
        </div>
        <div className="flex flex-wrap gap-2 lg:shrink-0">
          <Button
            onClick={() => {
              setNotice(null);
              test.run();
            }}
            loading={test.pending}
          >
            {!test.pending && <Send aria-hidden="true" className="size-4" />}
            {test.pending ? t('webhooks.test.sending') : t('webhooks.test.send')}
          </Button>
          <Button variant="outline" onClick={() => open('edit')}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('webhooks.detail.edit')}
          </Button>
          <Button variant="outline" onClick={() => open('regenerate')}>
            <KeyRound aria-hidden="true" className="size-4" />
            {t('webhooks.detail.regenerate')}
          </Button>
          <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => open('delete')}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t('webhooks.detail.delete')}
          </Button>
        </div>
      </div>
      {test.result && <TestResultAlert result={test.result} />}
      <NoticeAlert notice={notice} />
      <EndpointDetails endpoint={endpoint} onNotice={setNotice} />
      <DeliveryLog endpointId={endpoint.id} />
      {dialog === 'edit' && (
        <EditWebhookDialog
          endpoint={endpoint}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            setNotice({ tone: 'success', text: t('webhooks.edit.saved') });
          }}
        />
      )}
      {dialog === 'regenerate' && (
        <RegenerateSecretDialog endpoint={endpoint} onClose={() => setDialog(null)} />
      )}
      {dialog === 'delete' && (
        <DeleteWebhookDialog
          endpoint={endpoint}
          onClose={() => setDialog(null)}
          onDeleted={() =>
            navigate('..', {
              relative: 'path',
              replace: true,
              state: { deleted: true } satisfies WebhooksPageState,
            })
          }
        />
      )}
    </section>
  );
}
