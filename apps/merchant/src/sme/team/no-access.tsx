import { Card } from '@kopru/ui/card';
import { EmptyState } from '@kopru/ui/empty-state';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A console page the member's role does not include (the API would answer 403 too). */
export function NoAccess() {
  const { t } = useTranslation();
  useDocumentTitle(t('team.noAccess.title'));
  return (
    <Card>
      <EmptyState
        icon={<Lock aria-hidden="true" />}
        title={t('team.noAccess.title')}
        text={t('team.noAccess.text')}
      />
    </Card>
  );
}
