import { Pagination } from '@kopru/ui/pagination';
import { useTranslation } from 'react-i18next';
import type { useCursorPages } from '../lib/use-cursor-pages.ts';

/** The pager under an admin list. */
export function ListPagination({
  pages,
  hasMore,
  lastId,
  busy,
}: {
  pages: ReturnType<typeof useCursorPages>;
  hasMore: boolean;
  lastId: string | undefined;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Pagination
      label={t('admin.list.pagination')}
      previousLabel={t('common.pagination.previous')}
      nextLabel={t('common.pagination.next')}
      status={t('admin.list.page', { page: pages.page })}
      hasPrevious={pages.hasPrevious}
      hasNext={hasMore && lastId !== undefined}
      onPrevious={pages.previous}
      onNext={() => lastId && pages.next(lastId)}
      busy={busy}
    />
  );
}
