import type { PaymentStatus } from '@kopru/domain/schemas/payments';
import type { PaymentRefundStatus } from '@kopru/domain/schemas/refunds';
import { formatMoney } from '@kopru/i18n/format';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from './card.tsx';
import { cn } from './cn.tsx';
import { LoadMore, type PagedQuery } from './load-more.tsx';
import { PaymentStatusBadge } from './payment-status-badge.tsx';
import { type QueryState, QueryView } from './query-view.tsx';
import { Table, TBody, TD, TH, THead } from './table.tsx';

/** A column: its key under `transactions.columns` in the catalogs, and its header classes. */
export type TransactionColumn = readonly [key: string, className: string];

/** The transactions of either console as they page in: loading, failed, `empty`, or the table with "Load more". */
export function TransactionTable<T>({
  caption,
  columns,
  query,
  empty,
  row,
}: {
  caption: string;
  columns: readonly TransactionColumn[];
  query: QueryState<{ pages: { data: T[] }[] }> & PagedQuery;
  empty: ReactNode;
  row: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const heading = t as unknown as (key: string) => string;
  const rows = query.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <QueryView
      query={query}
      errorText={t('common.somethingWentWrong')}
      errorClassName=""
      isEmpty={() => rows.length === 0}
      empty={empty}
    >
      {() => (
        <Card>
          <Table caption={caption}>
            <THead>
              <tr>
                {columns.map(([key, className]) => (
                  <TH key={key} className={className || undefined}>
                    {heading(`transactions.columns.${key}`)}
                  </TH>
                ))}
              </tr>
            </THead>
            <TBody>{rows.map(row)}</TBody>
          </Table>
          <LoadMore query={query} />
        </Card>
      )}
    </QueryView>
  );
}

/** The first cell of either console's row: the transaction's id, as the app's router link to its page. */
export function TransactionIdCell({
  transactionId,
  link,
}: {
  transactionId: string;
  link: (props: { className: string; children: ReactNode }) => ReactNode;
}) {
  return (
    <TD className="font-mono text-xs whitespace-nowrap">
      {link({ className: 'text-teal-700 underline-offset-2 hover:underline', children: transactionId })}
    </TD>
  );
}

/** An amount, fee or net, right-aligned on one line; `strong` for the charged amount; `children` below it. */
export function MoneyCell({
  minor,
  currency,
  strong,
  children,
}: {
  minor: number;
  currency: string;
  strong?: boolean;
  children?: ReactNode;
}) {
  const { i18n } = useTranslation();
  return (
    <TD className={cn('text-right whitespace-nowrap', strong && 'font-medium')}>
      {formatMoney(minor, currency, i18n.language)}
      {children}
    </TD>
  );
}

/** The payment's status badge, its refund state under it when refunded, then `children` (e.g. why declined). */
export function PaymentStatusCell({
  status,
  refundStatus,
  children,
}: {
  status: PaymentStatus;
  refundStatus: PaymentRefundStatus;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <TD>
      <PaymentStatusBadge status={status} />
      {refundStatus !== 'none' && (
        <span className="mt-1 block text-xs text-slate-600">
          {t(`refunds.paymentStatus.${refundStatus}`)}
        </span>
      )}
      {children}
    </TD>
  );
}
