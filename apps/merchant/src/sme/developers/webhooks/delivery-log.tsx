import { errorMessageKey } from '@kopru/api-client/client';
import { useResendWebhookDelivery, useWebhookAttempts } from '@kopru/api-client/webhooks';
import type { WebhookAttempt } from '@kopru/domain/schemas/webhooks';
import { useMessage } from '@kopru/i18n/react';
import { Button } from '@kopru/ui/button';
import { Card } from '@kopru/ui/card';
import { QueryView } from '@kopru/ui/query-view';
import { Spinner } from '@kopru/ui/spinner';
import { RefreshCw, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AttemptDialog } from './attempt-dialog.tsx';
import { AttemptTable } from './attempt-table.tsx';
import { LogFilters, useLogFilters } from './log-filters.tsx';
import { type Notice, NoticeAlert } from './notice.tsx';
import { ResendFailedDialog } from './resend-failed-dialog.tsx';

/** The attempts to deliver events to one endpoint: filters, table, details, resending. */
export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const { t } = useTranslation();
  const message = useMessage();
  const [filters, setFilters] = useLogFilters();
  const attempts = useWebhookAttempts(endpointId, filters);
  const resend = useResendWebhookDelivery();
  const [opened, setOpened] = useState<WebhookAttempt | null>(null);
  const [resendingFailed, setResendingFailed] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const rows = attempts.data?.pages.flatMap((page) => page.data) ?? [];
  const filtered = filters.status !== undefined || filters.eventType !== undefined;

  const resendOne = (attempt: WebhookAttempt) => {
    setNotice(null);
    resend.mutate(
      { id: endpointId, deliveryId: attempt.deliveryId },
      {
        onSuccess: () => setNotice({ tone: 'success', text: t('webhooks.log.resent') }),
        onError: (error) => setNotice({ tone: 'error', text: message(errorMessageKey(error)) }),
      },
    );
  };

  return (
    <Card aria-labelledby="delivery-log-title">
      <div className="flex flex-col gap-3 border-b border-slate-100 px-5 py-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h3 id="delivery-log-title" className="text-base font-semibold text-slate-900">
            {t('webhooks.log.title')}
          </h3>
          <p className="mt-0.5 text-sm text-slate-600">{t('webhooks.log.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            onClick={() => attempts.refetch()}
            loading={attempts.isRefetching && !attempts.isFetchingNextPage}
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('webhooks.log.refresh')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              setNotice(null);
              setResendingFailed(true);
            }}
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('webhooks.resendFailed.open')}
          </Button>
        </div>
      </div>
      <div className="space-y-4 px-5 py-4">
        <LogFilters value={filters} onChange={setFilters} />
        <NoticeAlert notice={notice} />
      </div>
      <QueryView
        // The rows loaded so far stay shown when a refresh fails.
        query={{ ...attempts, isError: attempts.isError && rows.length === 0 }}
        errorText={t('common.somethingWentWrong')}
        errorClassName="px-5 pb-5"
        loading={
          <div className="flex justify-center px-5 py-10 text-brand-700">
            <Spinner label={t('common.loading')} />
          </div>
        }
        isEmpty={() => rows.length === 0}
        empty={
          <p className="border-t border-slate-100 px-5 py-10 text-center text-sm text-slate-600">
            {filtered ? t('webhooks.log.noMatch') : t('webhooks.log.empty')}
          </p>
        }
      >
        {() => (
          <div className="border-t border-slate-100">
            <AttemptTable
              attempts={rows}
              resending={resend.isPending ? (resend.variables?.deliveryId ?? null) : null}
              onOpen={setOpened}
              onResend={resendOne}
            />
            {attempts.hasNextPage && (
              <div className="flex justify-center border-t border-slate-100 p-4">
                <Button
                  variant="outline"
                  loading={attempts.isFetchingNextPage}
                  onClick={() => attempts.fetchNextPage()}
                >
                  {t('webhooks.log.loadMore')}
                </Button>
              </div>
            )}
          </div>
        )}
      </QueryView>
      <AttemptDialog attempt={opened} onClose={() => setOpened(null)} />
      {resendingFailed && (
        <ResendFailedDialog
          endpointId={endpointId}
          onClose={() => setResendingFailed(false)}
          onResent={(count) => {
            setResendingFailed(false);
            setNotice({ tone: 'success', text: t('webhooks.resendFailed.done', { count }) });
          }}
        />
      )}
    </Card>
  );
}
