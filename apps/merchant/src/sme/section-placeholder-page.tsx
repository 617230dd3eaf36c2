import { useSession } from '@kopru/api-client/auth';
import { Card } from '@kopru/ui/card';
import { EmptyState } from '@kopru/ui/empty-state';
import { PageHeader } from '@kopru/ui/page-header';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { KycRequiredNotice } from './kyc-required-notice.tsx';

type Section = 'kyc' | 'paymentLinks' | 'transactions' | 'payouts';

/** A console section whose feature has not been built yet: says so plainly (and gates on KYC where the feature will). */
export function SectionPlaceholderPage({
  section,
  needsVerification = false,
}: {
  section: Section;
  needsVerification?: boolean;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const title = t(`sme.placeholder.${section}`);
  useDocumentTitle(title);
  const verified = session.data?.merchant?.verificationStatus === 'verified';
  return (
    <>
      <PageHeader title={title} />
      {needsVerification && !verified ? (
        <KycRequiredNotice />
      ) : (
        <Card>
          <EmptyState
            icon={<Construction aria-hidden="true" />}
            title={title}
            text={t('common.comingInLaterRelease')}
          />
        </Card>
      )}
    </>
  );
}
