import type { TransactionDetail } from '@kopru/domain/schemas/transaction-detail';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AcquirerPayout } from './acquirer-payout.tsx';
import { Alert } from './alert.tsx';
import { PageSpinner } from './spinner.tsx';
import { TransactionDeliveries } from './transaction-deliveries.tsx';
import { LedgerEntries, RefundList, TransactionSummary, TransactionTimeline } from './transaction-detail.tsx';
import { TransactionReference } from './transaction-reference.tsx';

export interface TransactionDetailViewProps<T extends TransactionDetail> {
  /** Renders the app's router link back to the list, shown above the page and above a failure. */
  backLink: (props: { className: string; children: ReactNode }) => ReactNode;
  query: { isPending: boolean; isError: boolean; data: T | undefined };
  /** The failure was "no such transaction" (not a server error). */
  notFound: boolean;
  /** Page header (and notices) above the sections. */
  header: (detail: T) => ReactNode;
  /** After the sections (e.g. a dialog). */
  footer?: ReactNode;
}

/** One transaction in either console: summary, timeline, refunds, ledger entries and webhook deliveries. */
export function TransactionDetailView<T extends TransactionDetail>({
  backLink,
  query,
  notFound,
  header,
  footer,
}: TransactionDetailViewProps<T>) {
  const { t } = useTranslation();
  const back = backLink({
    className: 'mb-4 inline-flex items-center gap-1 text-sm text-teal-700',
    children: (
      <>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('refunds.detail.back')}
      </>
    ),
  });
  if (query.isPending) return <PageSpinner label={t('common.loading')} />;
  const detail = query.data;
  if (query.isError || !detail)
    return (
      <>
        {back}
        <Alert tone="error">{notFound ? t('refunds.detail.notFound') : t('common.somethingWentWrong')}</Alert>
      </>
    );
  return (
    <>
      {back}
      {header(detail)}
      <div className="space-y-4">
        <TransactionSummary detail={detail} />
        <TransactionReference payment={detail.payment} />
        <AcquirerPayout items={detail.acquirerPayout} />
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <TransactionTimeline detail={detail} />
          <RefundList detail={detail} />
        </div>
        <LedgerEntries detail={detail} />
        <TransactionDeliveries detail={detail} />
      </div>
      {footer}
    </>
  );
}
