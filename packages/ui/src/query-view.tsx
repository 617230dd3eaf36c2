import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { PageSpinner } from './spinner.tsx';

/** What QueryView reads from a query (TanStack Query's result fits). */
export interface QueryState<T> {
  isPending: boolean;
  isError: boolean;
  isRefetching?: boolean;
  data: T | undefined;
  refetch(): unknown;
}

export interface QueryViewProps<T> {
  query: QueryState<T>;
  /** Shown with a retry button when the query fails. */
  errorText: ReactNode;
  /** With `empty`: whether the loaded data counts as empty. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** Classes of the box around the error message (e.g. padding inside a card). */
  errorClassName?: string;
  /** Shown while loading instead of the page-sized spinner (e.g. a small one inside a card). */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}

/** The three states of every list: loading, failed (with retry), empty; otherwise `children(data)`. */
export function QueryView<T>({
  query,
  errorText,
  isEmpty,
  empty,
  errorClassName = 'p-4',
  loading,
  children,
}: QueryViewProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) return <>{loading ?? <PageSpinner label={t('common.loading')} />}</>;
  if (query.isError || query.data === undefined) {
    return (
      <div className={errorClassName}>
        <Alert
          tone="error"
          action={
            <Button
              variant="outline"
              size="sm"
              loading={query.isRefetching}
              onClick={() => void query.refetch()}
            >
              {t('common.retry')}
            </Button>
          }
        >
          {errorText}
        </Alert>
      </div>
    );
  }
  if (empty !== undefined && isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}

type DataOf<Q> = Q extends QueryState<infer T> ? Exclude<T, undefined> : never;

/**
 * Several queries as one, for a page that needs them all: loading while any loads, failed when
 * any failed (retry refetches the failed ones), the data of each by name once all have it.
 */
export function allOf<Q extends Record<string, QueryState<unknown>>>(
  queries: Q,
): QueryState<{ [K in keyof Q]: DataOf<Q[K]> }> {
  const list = Object.values(queries);
  const complete = list.every((query) => query.data !== undefined);
  return {
    isPending: list.some((query) => query.isPending),
    isError: list.some((query) => query.isError),
    isRefetching: list.some((query) => query.isRefetching),
    data: complete
      ? (Object.fromEntries(Object.entries(queries).map(([name, query]) => [name, query.data])) as {
          [K in keyof Q]: DataOf<Q[K]>;
        })
      : undefined,
    refetch: () => Promise.all(list.filter((query) => query.isError).map((query) => query.refetch())),
  };
}
