import { useSession } from '@kopru/api-client/auth';
import { useKyc } from '@kopru/api-client/kyc';
import { formatIban } from '@kopru/domain/iban';
import {
  currencyIbanFields,
  type KycOverview,
  type KycSubmission,
  type KycSubmissionFields,
} from '@kopru/domain/schemas/kyc';
import { Alert } from '@kopru/ui/alert';
import { Card, CardBody, CardHeader } from '@kopru/ui/card';
import { PageHeader } from '@kopru/ui/page-header';
import { QueryView } from '@kopru/ui/query-view';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { useTranslation } from 'react-i18next';
import { KycForm } from './kyc-form.tsx';
import { UnderReview, Verified } from './kyc-status-views.tsx';

const emptyForm: KycSubmissionFields = {
  businessAddress: '',
  legalForm: '',
  taxOffice: '',
  holderFirstName: '',
  holderLastName: '',
  bankName: '',
  accountNumber: '',
  iban: '',
  ibanUsd: '',
  ibanEur: '',
  ibanGbp: '',
};

function prefillFrom(submission: KycSubmission): KycSubmissionFields {
  return {
    businessAddress: submission.businessAddress,
    legalForm: submission.legalForm ?? '',
    taxOffice: submission.taxOffice ?? '',
    holderFirstName: submission.holderFirstName ?? '',
    holderLastName: submission.holderLastName ?? '',
    bankName: submission.bankName,
    accountNumber: submission.resubmit?.accountNumber ?? '',
    iban: submission.resubmit ? formatIban(submission.resubmit.iban) : '',
    ...Object.fromEntries(
      (submission.resubmit?.currencyIbans ?? []).map(({ currency, iban }) => [
        currencyIbanFields[currency],
        formatIban(iban),
      ]),
    ),
  };
}

/** KYC in four states: the form, under review, rejected (reason + form again), verified. */
export function KycPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('kyc.title'));
  const kyc = useKyc();

  return (
    <>
      <PageHeader title={t('kyc.title')} description={t('kyc.subtitle')} />
      <div className="max-w-3xl">
        <QueryView query={kyc} errorText={t('common.somethingWentWrong')} errorClassName="">
          {(overview) => <KycContent overview={overview} />}
        </QueryView>
      </div>
    </>
  );
}

/** What the merchant sees for the KYC state it is in. */
function KycContent({ overview }: { overview: KycOverview }) {
  const { t } = useTranslation();
  const taxId = useSession().data?.merchant?.taxId ?? '';
  const submission = overview.submission;
  if (overview.verificationStatus === 'verified') return <Verified overview={overview} />;
  if (submission?.status === 'pending') return <UnderReview submission={submission} />;
  const rejected = submission?.status === 'rejected' ? submission : null;
  return (
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
          <KycForm
            key={submission?.id ?? 'new'}
            taxId={taxId}
            initial={rejected ? prefillFrom(rejected) : emptyForm}
          />
        </CardBody>
      </Card>
    </div>
  );
}
