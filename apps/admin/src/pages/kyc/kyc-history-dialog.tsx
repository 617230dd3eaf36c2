import { useMerchantKycHistory } from '@kopru/api-client/kyc';
import { formatIban } from '@kopru/domain/iban';
import { formatDateTime } from '@kopru/i18n/format';
import { Badge } from '@kopru/ui/badge';
import { Dialog } from '@kopru/ui/dialog';
import { QueryView } from '@kopru/ui/query-view';
import { Spinner } from '@kopru/ui/spinner';
import { useTranslation } from 'react-i18next';
import { statusTone } from './kyc-labels.ts';

/** Every KYC submission of one merchant and what was decided, newest first. */
export function KycHistoryDialog({
  merchant,
  onClose,
}: {
  merchant: { id: string; companyName: string };
  onClose(): void;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const history = useMerchantKycHistory(merchant.id);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('kyc.admin.historyDialog.title', { company: merchant.companyName })}
      closeLabel={t('common.close')}
    >
      <QueryView
        query={history}
        errorText={t('common.somethingWentWrong')}
        errorClassName=""
        loading={<Spinner label={t('kyc.admin.historyDialog.loading')} className="text-brand-700" />}
      >
        {(data) => (
          <div className="space-y-4">
            <p className="text-sm text-slate-700">
              {t('kyc.admin.historyDialog.current', {
                status:
                  data.merchant.verificationStatus === 'verified'
                    ? t('kyc.status.approved')
                    : data.merchant.kycStatus === 'not_submitted'
                      ? t('kyc.admin.historyDialog.empty')
                      : t(`kyc.status.${data.merchant.kycStatus}`),
              })}
            </p>
            {data.submissions.length === 0 ? (
              <p className="text-sm text-slate-600">{t('kyc.admin.historyDialog.empty')}</p>
            ) : (
              <ol className="space-y-3">
                {data.submissions.map((submission) => {
                  const status = t(`kyc.status.${submission.status}`);
                  return (
                    <li key={submission.id} className="rounded-xl border border-slate-200 p-3 text-sm">
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <span className="text-slate-600">
                          {t('kyc.admin.historyDialog.submittedAt', {
                            date: formatDateTime(submission.submittedAt, locale),
                          })}
                        </span>
                        <Badge tone={statusTone[submission.status]}>{status}</Badge>
                      </div>
                      <p className="mt-1 break-words text-slate-900">
                        {submission.bankName} ·{' '}
                        <span className="font-mono">{formatIban(submission.iban)}</span>
                      </p>
                      {submission.currencyIbans.map(({ currency, iban }) => (
                        <p key={currency} className="mt-1 break-words text-slate-900">
                          {t('kyc.admin.currencyIban', { currency })}:{' '}
                          <span className="font-mono">{formatIban(iban)}</span>
                        </p>
                      ))}
                      {submission.reviewedAt && (
                        <p className="mt-1 text-slate-700">
                          {t('kyc.admin.decidedBy', {
                            status,
                            admin: submission.reviewer?.email ?? '—',
                            date: formatDateTime(submission.reviewedAt, locale),
                          })}
                        </p>
                      )}
                      {submission.rejectionReason && (
                        <p className="mt-1 text-slate-700">
                          {t('kyc.admin.reason', { reason: submission.rejectionReason })}
                        </p>
                      )}
                    </li>
                  );
                })}
              </ol>
            )}
          </div>
        )}
      </QueryView>
    </Dialog>
  );
}
