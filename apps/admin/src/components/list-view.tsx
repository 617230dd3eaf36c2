import { Button } from '@kopru/ui/button';
import { Card } from '@kopru/ui/card';
import { cn } from '@kopru/ui/cn';
import { EmptyState } from '@kopru/ui/empty-state';
import type { PagedQuery } from '@kopru/ui/load-more';
import { type QueryState, QueryView } from '@kopru/ui/query-view';
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
  empty: ListEmpty;
  className?: string;
  children: (rows: T[]) => ReactNode;
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
  className,
  children,
}: ListProps<T> & {
  query: QueryState<Page<T>> & { isFetching: boolean };
  pages: ReturnType<typeof useCursorPages>;
}) {
  const { t } = useTranslation();
  return (
    <Card className={cn('mt-4', className)}>
      <QueryView
        query={query}
        errorText={errorText ?? t('admin.list.loadFailed')}
        isEmpty={(page) => page.data.length === 0}
        empty={<EmptyState {...empty} />}
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
  const rows: QueryState<T[]> = {
    isPending: query.isPending,
    isError: query.isError,
    isRefetching: query.isRefetching,
    data: query.data?.pages.flatMap((page) => page.data),
    refetch: () => query.refetch(),
  };
  return (
    <div className={cn('space-y-4', className)}>
      <QueryView
        query={rows}
        errorText={errorText ?? t('admin.list.loadFailed')}
        errorClassName=""
        isEmpty={(list) => list.length === 0}
        empty={
          <Card>
            <EmptyState {...empty} />
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
