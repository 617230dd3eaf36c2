import { Card } from '@kopru/ui/card';
import { EmptyState } from '@kopru/ui/empty-state';
import { PageHeader } from '@kopru/ui/page-header';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type Section = 'kyc' | 'transactions' | 'payouts' | 'content';

/** An admin section whose feature has not been built yet; says so plainly. */
export function SectionPlaceholderPage({ section }: { section: Section }) {
  const { t } = useTranslation();
  const title = t(`admin.nav.${section}`);
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <Card>
        <EmptyState
          icon={<Construction aria-hidden="true" />}
          title={title}
          text={t('common.comingInLaterRelease')}
        />
      </Card>
    </>
  );
}
