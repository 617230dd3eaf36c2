import { formatDateTime } from '@kopru/i18n/format';
import { Button } from '@kopru/ui/button';
import { Card } from '@kopru/ui/card';
import { EmptyState } from '@kopru/ui/empty-state';
import { Table, TBody, TD, TH, THead, TR } from '@kopru/ui/table';
import { CircleCheck, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What every row of the queue carries: the acquirer's last answer, how often it was asked, since when. */
interface Waiting {
  providerAnswer: string | null;
  attempts: number;
  reviewSince: string;
}

/** One of the columns a queue shows before the answer, the date and the action, which every queue has. */
export interface QueueColumn<Row> {
  header: string;
  /** Amounts: right-aligned, with figures of one width. */
  numeric?: boolean;
  cell: (row: Row) => ReactNode;
}

/** The action of every row: the button's text, its accessible name for the row, and what it does. */
export interface QueueRetry<Row> {
  label: string;
  name: (row: Row) => string;
  run: (row: Row) => void;
}

/**
 * One queue of the Reconciliation page as a titled section: a table of what waits for the acquirer
 * (the caller's columns, then what the acquirer said, since when, and asking again), which scrolls
 * sideways at phone width. Without rows it shows `empty`, or nothing at all when `empty` is not given.
 * While one request to ask again is under way (`busy`) every row's button waits.
 */
export function QueueTable<Row extends Waiting>({
  id,
  title,
  text,
  caption,
  empty,
  rows,
  rowKey,
  columns,
  answerNote,
  retry,
  busy,
}: {
  /** Names the section: its heading is `reconciliation-{id}`. */
  id: string;
  title: string;
  text?: string;
  caption: string;
  empty?: string;
  rows: Row[];
  rowKey: (row: Row) => string;
  columns: QueueColumn<Row>[];
  /** Said before the number of lookups, under the answer (which acquirer, its id). */
  answerNote?: (row: Row) => string;
  retry: QueueRetry<Row>;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation();
  if (rows.length === 0 && empty === undefined) return null;
  const headingId = `reconciliation-${id}`;
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {text && <p className="text-sm text-slate-600">{text}</p>}
      <Card>
        {rows.length === 0 ? (
          <EmptyState icon={<CircleCheck aria-hidden="true" />} title={empty} />
        ) : (
          <Table caption={caption}>
            <THead>
              <tr>
                {columns.map((column) => (
                  <TH key={column.header} className={column.numeric ? 'text-right' : undefined}>
                    {column.header}
                  </TH>
                ))}
                <TH>{t('reconciliation.table.answer')}</TH>
                <TH>{t('reconciliation.table.since')}</TH>
                <TH>{t('reconciliation.table.actions')}</TH>
              </tr>
            </THead>
            <TBody>
              {rows.map((row) => (
                <TR key={rowKey(row)}>
                  {columns.map((column) => (
                    <TD
                      key={column.header}
                      className={column.numeric ? 'text-right tabular-nums' : undefined}
                    >
                      {column.cell(row)}
                    </TD>
                  ))}
                  <TD>
                    <div className="min-w-48 break-words">
                      {row.providerAnswer ?? t('reconciliation.noAnswer')}
                    </div>
                    <div className="text-xs text-slate-500">
                      {answerNote && (
                        <>
                          {answerNote(row)}
                          {' · '}
                        </>
                      )}
                      {t('reconciliation.attempts', { count: row.attempts })}
                    </div>
                  </TD>
                  <TD>{formatDateTime(row.reviewSince, i18n.language)}</TD>
                  <TD>
                    <Button
                      variant="secondary"
                      size="sm"
                      className="whitespace-nowrap"
                      disabled={busy}
                      aria-label={retry.name(row)}
                      onClick={() => retry.run(row)}
                    >
                      <RotateCw aria-hidden="true" className="size-4" />
                      {retry.label}
                    </Button>
                  </TD>
                </TR>
              ))}
            </TBody>
          </Table>
        )}
      </Card>
    </section>
  );
}
