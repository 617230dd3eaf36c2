import { useAdminDisputes } from '@kopru/api-client/disputes';
import { DisputeList } from '@kopru/ui/dispute-list';
import { PageHeader } from '@kopru/ui/page-header';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { adminLinks } from '../../paths.ts';

/** Every merchant's disputes, newest first; each opens to its evidence and the decision. */
export function DisputesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('disputes.title'));
  const disputes = useAdminDisputes();
  return (
    <>
      <PageHeader title={t('disputes.title')} />
      <DisputeList
        query={disputes}
        link={(dispute, props) => <Link to={adminLinks.dispute(dispute.id)} {...props} />}
        merchant={(dispute) => dispute.merchantName}
      />
    </>
  );
}
