import { useKyc } from '@kopru/api-client/kyc';
import { formatIban } from '@kopru/domain/iban';
import type { KycSubmission } from '@kopru/domain/schemas/kyc';
import { Alert } from '@kopru/ui/alert';
import { Button } from '@kopru/ui/button';
import { Card, CardBody, CardHeader } from '@kopru/ui/card';
import { PageHeader } from '@kopru/ui/page-header';
import { PageSpinner } from '@kopru/ui/spinner';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KycForm } from './kyc-form.tsx';
import { UnderReview, Verified } from './kyc-status-views.tsx';

const emptyForm = { businessAddress: '', bankName: '', accountNumber: '', iban: '' };

function prefillFrom(submission: KycSubmission) {
  return {
    businessAddress: submission.businessAddress,
    bankName: submission.bankName,
    accountNumber: submission.resubmit?.accountNumber ?? '',
    iban: submission.resubmit ? formatIban(submission.resubmit.iban) : '',
  };
}

/** KYC in four states: the form, under review, rejected (reason + form again), verified. */
export function KycPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('kyc.title'));
  const kyc = useKyc();

  let content: ReactNode;
  if (kyc.isPending) content = <PageSpinner label={t('common.loading')} />;
  else if (kyc.isError)
    content = (
      <Alert
        tone="error"
        action={
          <Button size="sm" variant="outline" onClick={() => kyc.refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('common.somethingWentWrong')}
      </Alert>
    );
  else {
    const overview = kyc.data;
    const submission = overview.submission;
    if (overview.verificationStatus === 'verified') content = <Verified overview={overview} />;
    else if (submission?.status === 'pending') content = <UnderReview submission={submission} />;
    else {
      const rejected = submission?.status === 'rejected' ? submission : null;
      content = (
        <div className="space-y-6">
          {rejected && (
            <Alert tone="error" title={t('kyc.rejected.title')}>
              <p className="font-medium">
                {t('kyc.rejected.reason', { reason: rejected.rejectionReason ?? '' })}
              </p>
              <p className="mt-1">{t('kyc.rejected.text')}</p>
            </Alert>
          )}
          <Card>
            <CardHeader title={t('kyc.form.title')} description={t('kyc.form.intro')} />
            <CardBody>
              <KycForm key={submission?.id ?? 'new'} initial={rejected ? prefillFrom(rejected) : emptyForm} />
            </CardBody>
          </Card>
        </div>
      );
    }
  }

  return (
    <>
      <PageHeader title={t('kyc.title')} description={t('kyc.subtitle')} />
      <div className="max-w-3xl">{content}</div>
    </>
  );
}
