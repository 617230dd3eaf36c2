import { useAdminMargins } from '@kopru/api-client/admin-margins';
import { PageHeader } from '@kopru/ui/page-header';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../components/list-view.tsx';
import { useCursorPages } from '../../lib/use-cursor-pages.ts';
import { MarginMonthsTable } from './margin-months-table.tsx';
import { MarginTable } from './margin-table.tsx';
import { SectionHeader } from './section-header.tsx';

/** One list of marketplace payments: the negative-margin queue or all of them, paged by cursor. */
function MarginSection({ only }: { only: 'negative' | 'all' }) {
  const { t } = useTranslation();
  const section = only === 'negative' ? 'negative' : 'payments';
  const pages = useCursorPages(only);
  const list = useAdminMargins({ only, starting_after: pages.cursor });
  return (
    <PagedList
      query={list}
      pages={pages}
      errorText={t('adminMargins.loadFailed')}
      empty={t(`adminMargins.${section}.empty`)}
      header={
        <SectionHeader
          title={t(`adminMargins.${section}.title`)}
          text={only === 'negative' ? t('adminMargins.negative.text') : undefined}
        />
      }
    >
      {(rows) => <MarginTable rows={rows} caption={t(`adminMargins.${section}.caption`)} />}
    </PagedList>
  );
}

/**
 * The platform's margin on marketplace payments (docs/operations.md "The platform's margin"): our
 * commission less iyzico's recorded commission and fee, per month and currency, the payments that
 * lost money, and every payment.
 */
export function MarginsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('adminMargins.title'));
  return (
    <>
      <PageHeader title={t('adminMargins.title')} description={t('adminMargins.description')} />
      <div className="space-y-6">
        <MarginMonthsTable />
        <MarginSection only="negative" />
        <MarginSection only="all" />
      </div>
    </>
  );
}
