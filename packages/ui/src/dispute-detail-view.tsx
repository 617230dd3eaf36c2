import type { Dispute } from '@kopru/domain/schemas/disputes';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from './alert.tsx';
import { DisputeFacts } from './dispute-detail.tsx';
import { PageHeader } from './page-header.tsx';
import { type QueryState, QueryView } from './query-view.tsx';
import { useDocumentTitle } from './use-document-title.tsx';

export interface DisputeDetailViewProps<T extends Dispute> {
  /** Renders the app's router link back to the list, shown above the page, a failure or the spinner. */
  backLink: (props: { className: string; children: ReactNode }) => ReactNode;
  query: QueryState<T>;
  /** The failure was "no such dispute" (not a server error). */
  notFound: boolean;
  /** Under the title: the app's links to the transaction (and the merchant). */
  description: (dispute: T) => ReactNode;
  /** What the last action did (already translated), shown above the facts. */
  done?: string | null;
  /** After the facts: the evidence, and what this console does with it (answer or decide). */
  children: (dispute: T) => ReactNode;
  /** After the sections (e.g. a dialog). */
  footer?: (dispute: T) => ReactNode;
}

/** One dispute in either console: back link, title, the facts, then the app's own sections. */
export function DisputeDetailView<T extends Dispute>({
  backLink,
  query,
  notFound,
  description,
  done,
  children,
  footer,
}: DisputeDetailViewProps<T>) {
  const { t } = useTranslation();
  useDocumentTitle(t('disputes.detail.title', { transaction: query.data?.transactionId ?? '' }));
  const back = backLink({
    className: 'mb-4 inline-flex items-center gap-1 text-sm text-teal-700',
    children: (
      <>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('disputes.detail.back')}
      </>
    ),
  });
  return (
    <>
      {back}
      <QueryView
        query={query}
        errorText={notFound ? t('disputes.detail.notFound') : t('common.somethingWentWrong')}
        errorClassName=""
      >
        {(dispute) => (
          <>
            <PageHeader
              title={t('disputes.detail.title', { transaction: dispute.transactionId })}
              description={description(dispute)}
            />
            {done && (
              <div className="mb-4">
                <Alert tone="success">{done}</Alert>
              </div>
            )}
            <div className="space-y-4">
              <DisputeFacts dispute={dispute} />
              {children(dispute)}
            </div>
            {footer?.(dispute)}
          </>
        )}
      </QueryView>
    </>
  );
}
