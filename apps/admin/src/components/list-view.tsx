import { Button } from '@kopru/ui/button';
import { Card } from '@kopru/ui/card';
import { cn } from '@kopru/ui/cn';
import { EmptyState } from '@kopru/ui/empty-state';
import type { PagedQuery } from '@kopru/ui/load-more';
import { type QueryState, QueryView } from '@kopru/ui/query-view';
import { Spinner } from '@kopru/ui/spinner';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { useCursorPages } from '../lib/use-cursor-pages.ts';
import { ListPagination } from './list-pagination.tsx';

/** One page of a list as the API answers it. */
interface Page<T> {
  data: T[];
  has_more: boolean;
}

/** What a list shows when there is nothing to list. */
export interface ListEmpty {
  icon: ReactNode;
  title: ReactNode;
  text?: ReactNode;
}

interface ListProps<T> {
  /** Shown with a retry button when loading fails; by default "The list could not be loaded". */
  errorText?: ReactNode;
  /** A page's empty state, or for a section one line of text. */
  empty: ListEmpty | string;
  className?: string;
  children: (rows: T[]) => ReactNode;
}

/** A section of a page: its card header above the list, a small spinner, a one-line empty text. */
interface SectionProps {
  header?: ReactNode;
}

function Empty({ empty }: { empty: ListEmpty | string }) {
  if (typeof empty === 'string') return <p className="px-5 py-4 text-sm text-slate-600">{empty}</p>;
  return <EmptyState {...empty} />;
}

function SectionSpinner() {
  const { t } = useTranslation();
  return (
    <div className="flex justify-center p-6 text-brand-700">
      <Spinner label={t('common.loading')} />
    </div>
  );
}

/** The rows of every page an infinite query has loaded, as one query state. */
function rowsOf<T>(query: QueryState<{ pages: Page<T>[] }>): QueryState<T[]> {
  return {
    isPending: query.isPending,
    isError: query.isError,
    isRefetching: query.isRefetching,
    data: query.data?.pages.flatMap((page) => page.data),
    refetch: () => query.refetch(),
  };
}

/**
 * An admin list paged with previous/next over cursors (SMEs, users, e-mails, audit log): in a
 * card, with its loading, failure (retry), empty state, and the pager under the rows.
 */
export function PagedList<T extends { id: string }>({
  query,
  pages,
  errorText,
  empty,
  header,
  className,
  children,
}: ListProps<T> &
  SectionProps & {
    query: QueryState<Page<T>> & { isFetching: boolean };
    pages: ReturnType<typeof useCursorPages>;
  }) {
  const { t } = useTranslation();
  return (
    <Card className={cn(!header && 'mt-4', className)}>
      {header}
      <QueryView
        query={query}
        errorText={errorText ?? t('admin.list.loadFailed')}
        isEmpty={(page) => page.data.length === 0}
        empty={<Empty empty={empty} />}
        loading={header ? <SectionSpinner /> : undefined}
      >
        {(page) => (
          <>
            {children(page.data)}
            <ListPagination
              pages={pages}
              hasMore={page.has_more}
              lastId={page.data.at(-1)?.id}
              busy={query.isFetching}
            />
          </>
        )}
      </QueryView>
    </Card>
  );
}

/**
 * An admin queue that grows with "Load more" (KYC submissions, payouts): the rows of every page
 * loaded so far, its loading, failure (retry) and empty state (in a card).
 */
export function GrowingList<T>({
  query,
  loadMoreLabel,
  errorText,
  empty,
  className,
  children,
}: ListProps<T> & {
  query: QueryState<{ pages: Page<T>[] }> & PagedQuery;
  loadMoreLabel: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={cn('space-y-4', className)}>
      <QueryView
        query={rowsOf(query)}
        errorText={errorText ?? t('admin.list.loadFailed')}
        errorClassName=""
        isEmpty={(list) => list.length === 0}
        empty={
          <Card>
            <Empty empty={empty} />
          </Card>
        }
      >
        {children}
      </QueryView>
      {query.hasNextPage && (
        <Button
          variant="outline"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
        >
          {loadMoreLabel}
        </Button>
      )}
    </div>
  );
}

/** A section listing a growing query in its card (a merchant's payouts): "Load more" under the rows. */
export function GrowingSection<T>({
  query,
  loadMoreLabel,
  errorText,
  empty,
  header,
  children,
}: Omit<ListProps<T>, 'className'> &
  SectionProps & {
    query: QueryState<{ pages: Page<T>[] }> & PagedQuery;
    loadMoreLabel: ReactNode;
  }) {
  const { t } = useTranslation();
  return (
    <Card>
      {header}
      <QueryView
        query={rowsOf(query)}
        errorText={errorText ?? t('admin.list.loadFailed')}
        isEmpty={(rows) => rows.length === 0}
        empty={<Empty empty={empty} />}
        loading={<SectionSpinner />}
      >
        {(rows) => (
          <>
            {children(rows)}
            {query.hasNextPage && (
              <div className="flex justify-center border-t border-slate-100 p-4">
                <Button
                  variant="outline"
                  onClick={() => void query.fetchNextPage()}
                  loading={query.isFetchingNextPage}
                >
                  {loadMoreLabel}
                </Button>
              </div>
            )}
          </>
        )}
      </QueryView>
    </Card>
  );
}
