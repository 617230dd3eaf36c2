import { ApiError, errorMessageKey } from '@kopru/api-client/client';
import { useDecideKyc, useKycSubmissions } from '@kopru/api-client/kyc';
import {
  type AdminKycSubmission,
  type KycSubmissionStatus,
  kycSubmissionStatuses,
} from '@kopru/domain/schemas/kyc';
import { useMessage } from '@kopru/i18n/react';
import { Alert } from '@kopru/ui/alert';
import { cn } from '@kopru/ui/cn';
import { PageHeader } from '@kopru/ui/page-header';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { GrowingList } from '../../components/list-view.tsx';
import { CurrencyIbanChangesSection } from './currency-iban-changes-section.tsx';
import { IdentityChangesSection } from './identity-changes-section.tsx';
import { KycHistoryDialog } from './kyc-history-dialog.tsx';
import { KycSubmissionCard } from './kyc-submission-card.tsx';
import { RejectDialog } from './reject-dialog.tsx';

type Notice = { tone: 'success' | 'error'; text: string };

function statusFrom(value: string | null): KycSubmissionStatus {
  return kycSubmissionStatuses.find((status) => status === value) ?? 'pending';
}

/** KYC reviews: pending submissions oldest first, with approve, reject and each merchant's history. */
export function KycReviewsPage() {
  const { t } = useTranslation();
  const message = useMessage();
  useDocumentTitle(t('admin.nav.kyc'));
  const [params] = useSearchParams();
  const status = statusFrom(params.get('status'));
  const list = useKycSubmissions(status);
  const decide = useDecideKyc();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [rejecting, setRejecting] = useState<AdminKycSubmission | null>(null);
  const [historyOf, setHistoryOf] = useState<AdminKycSubmission['merchant'] | null>(null);

  const approve = (submission: AdminKycSubmission) => {
    setNotice(null);
    decide.mutate(
      { id: submission.id, action: 'approve' },
      {
        onSuccess: () =>
          setNotice({
            tone: 'success',
            text: t('kyc.admin.approved', { company: submission.merchant.companyName }),
          }),
        onError: (error) =>
          setNotice({
            tone: 'error',
            text:
              error instanceof ApiError && error.code !== 'network_error'
                ? t('kyc.admin.approveFailed', { error: message(errorMessageKey(error)) })
                : t('kyc.admin.approveError'),
          }),
      },
    );
  };

  return (
    <>
      <PageHeader title={t('admin.nav.kyc')} description={t('kyc.admin.subtitle')} />
      <nav
        aria-label={t('kyc.admin.tabs')}
        className="mb-4 grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1 sm:inline-grid"
      >
        {kycSubmissionStatuses.map((option) => (
          <Link
            key={option}
            to={option === 'pending' ? '' : `?status=${option}`}
            aria-current={option === status ? 'page' : undefined}
            onClick={() => setNotice(null)}
            className={cn(
              'flex items-center justify-center rounded-lg px-2 py-1.5 text-center text-sm leading-tight font-medium sm:px-3',
              option === status ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            {t(`kyc.status.${option}`)}
          </Link>
        ))}
      </nav>
      {status === 'pending' && <IdentityChangesSection />}
      {status === 'pending' && <CurrencyIbanChangesSection />}
      {notice && (
        <Alert tone={notice.tone} className="mb-4">
          {notice.text}
        </Alert>
      )}
      <GrowingList
        query={list}
        errorText={t('common.somethingWentWrong')}
        loadMoreLabel={t('kyc.admin.loadMore')}
        empty={{
          icon: <ShieldCheck aria-hidden="true" />,
          title: status === 'pending' ? t('kyc.admin.empty') : t('kyc.admin.emptyDecided'),
          text: status === 'pending' ? t('kyc.admin.emptyText') : undefined,
        }}
      >
        {(submissions) =>
          submissions.map((submission) => (
            <KycSubmissionCard
              key={submission.id}
              submission={submission}
              approving={
                decide.isPending &&
                decide.variables?.id === submission.id &&
                decide.variables.action === 'approve'
              }
              busy={decide.isPending}
              onApprove={() => approve(submission)}
              onReject={() => {
                setNotice(null);
                setRejecting(submission);
              }}
              onHistory={() => setHistoryOf(submission.merchant)}
            />
          ))
        }
      </GrowingList>
      {rejecting && (
        <RejectDialog
          submission={rejecting}
          onClose={() => setRejecting(null)}
          onRejected={() => {
            setNotice({
              tone: 'success',
              text: t('kyc.admin.rejectedDone', { company: rejecting.merchant.companyName }),
            });
            setRejecting(null);
          }}
        />
      )}
      {historyOf && <KycHistoryDialog merchant={historyOf} onClose={() => setHistoryOf(null)} />}
    </>
  );
}
