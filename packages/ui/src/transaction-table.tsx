import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from './card.tsx';
import { Table, TBody, TH, THead } from './table.tsx';

/** A column: its key under `transactions.columns` in the catalogs, and its header classes. */
export type TransactionColumn = readonly [key: string, className: string];

/** The transactions table of either console: headers from the catalog, one row per item, then `footer`. */
export function TransactionTable<T>({
  caption,
  columns,
  rows,
  row,
  footer,
}: {
  caption: string;
  columns: readonly TransactionColumn[];
  rows: T[];
  row: (item: T) => ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const heading = t as unknown as (key: string) => string;
  return (
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
      {footer}
    </Card>
  );
}
