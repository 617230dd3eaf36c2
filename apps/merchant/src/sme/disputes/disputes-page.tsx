import { useDisputes } from '@kopru/api-client/disputes';
import { DisputeList } from '@kopru/ui/dispute-list';
import { PageHeader } from '@kopru/ui/page-header';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { smeLinks } from '../../paths.ts';

/** The merchant's disputes, newest first, each with its deadline and a link to answer it. */
export function DisputesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('disputes.title'));
  const disputes = useDisputes();
  return (
    <>
      <PageHeader title={t('disputes.title')} description={t('disputes.intro')} />
      <DisputeList
        query={disputes}
        link={(dispute, props) => <Link to={smeLinks.dispute(dispute.id)} {...props} />}
      />
    </>
  );
}
