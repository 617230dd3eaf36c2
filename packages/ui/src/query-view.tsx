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
  children: (data: T) => ReactNode;
}

/** The three states of every list: loading, failed (with retry), empty; otherwise `children(data)`. */
export function QueryView<T>({
  query,
  errorText,
  isEmpty,
  empty,
  errorClassName = 'p-4',
  children,
}: QueryViewProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) return <PageSpinner label={t('common.loading')} />;
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
