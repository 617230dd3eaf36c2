import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';

/** What LoadMore reads from an infinite query (TanStack Query's result fits). */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage(): unknown;
}

/** "Load more" under a list that pages by cursor; nothing once the last page is in. */
export function LoadMore({ query }: { query: PagedQuery }) {
  const { t } = useTranslation();
  if (!query.hasNextPage) return null;
  return (
    <div className="flex justify-center border-t border-slate-100 p-4">
      <Button variant="outline" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
        {t('links.loadMore')}
      </Button>
    </div>
  );
}
