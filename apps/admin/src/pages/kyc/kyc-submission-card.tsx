import { usePublicConfig } from '@kopru/api-client/auth';
import { urlOf } from '@kopru/api-client/client';
import { adminKycDocument } from '@kopru/domain/contracts/documents';
import { formatIban } from '@kopru/domain/iban';
import type { AdminKycSubmission } from '@kopru/domain/schemas/kyc';
import { formatDateTime } from '@kopru/i18n/format';
import { Badge } from '@kopru/ui/badge';
import { Button } from '@kopru/ui/button';
import { Card } from '@kopru/ui/card';
import { ConfirmDialog } from '@kopru/ui/confirm-dialog';
import { DocumentList } from '@kopru/ui/document-link';
import { History } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IyzicoPreview, missingForIyzico, useMissingText } from './iyzico-preview.tsx';
import { statusTone } from './kyc-labels.ts';

function Detail({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** One submission as a review card; decisions only while it is pending. */
export function KycSubmissionCard({
  submission,
  approving,
  busy,
  onApprove,
  onReject,
  onHistory,
}: {
  submission: AdminKycSubmission;
  approving: boolean;
  busy: boolean;
  onApprove(): void;
  onReject(): void;
  onHistory(): void;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const titleId = useId();
  const status = t(`kyc.status.${submission.status}`);
  // Marketplace mode: iyzico registers the merchant on approval; what it lacks is asked about first.
  const marketplace = usePublicConfig().data?.payoutsByAcquirer ?? false;
  const missing = marketplace ? missingForIyzico(submission) : [];
  const missingText = useMissingText(missing);
  const [confirming, setConfirming] = useState(false);
  const approve = () => (missing.length > 0 ? setConfirming(true) : onApprove());
  return (
    <Card>
      <article aria-labelledby={titleId}>
        <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 px-5 py-4">
          <div className="min-w-0">
            <h2 id={titleId} className="truncate text-base font-semibold text-slate-900">
              {submission.merchant.companyName}
            </h2>
            <p className="truncate text-sm text-slate-600">{submission.merchant.email}</p>
            <p className="mt-1 text-xs text-slate-500">
              {t('kyc.admin.submittedAt', { date: formatDateTime(submission.submittedAt, locale) })}
            </p>
          </div>
          <Badge tone={statusTone[submission.status]}>{status}</Badge>
        </header>
        <dl className="grid gap-4 px-5 py-4 sm:grid-cols-2">
          <Detail label={t('kyc.admin.businessAddress')} wide>
            <span className="whitespace-pre-line">{submission.businessAddress}</span>
          </Detail>
          <Detail label={t('kyc.admin.taxOffice')}>
            {submission.taxOffice ?? t('kyc.admin.noTaxOffice')}
          </Detail>
          {marketplace && submission.status === 'pending' && <IyzicoPreview submission={submission} />}
          <Detail label={t('kyc.admin.bank')}>{submission.bankName}</Detail>
          <Detail label={t('kyc.admin.accountNumber')}>
            <span className="font-mono">{submission.accountNumber}</span>
          </Detail>
          <Detail label={t('kyc.admin.iban')} wide>
            <span className="font-mono">{formatIban(submission.iban)}</span>
          </Detail>
          {submission.currencyIbans.map(({ currency, iban }) => (
            <Detail key={currency} label={t('kyc.admin.currencyIban', { currency })} wide>
              <span className="font-mono">{formatIban(iban)}</span>
            </Detail>
          ))}
          <Detail label={t('kyc.admin.documents')} wide>
            {submission.documents.length === 0 ? (
              <span className="text-slate-500">{t('kyc.admin.noDocuments')}</span>
            ) : (
              <DocumentList
                documents={submission.documents}
                hrefOf={(document) => urlOf(adminKycDocument, { params: { id: document.id } })}
                openLabel={(name) => t('kyc.admin.openDocument', { name })}
              />
            )}
          </Detail>
          {submission.status !== 'pending' && submission.reviewedAt && (
            <Detail label={t('kyc.admin.decision')} wide>
              {t('kyc.admin.decidedBy', {
                status,
                admin: submission.reviewer?.email ?? '—',
                date: formatDateTime(submission.reviewedAt, locale),
              })}
              {submission.rejectionReason && (
                <span className="mt-1 block text-slate-700">
                  {t('kyc.admin.reason', { reason: submission.rejectionReason })}
                </span>
              )}
            </Detail>
          )}
        </dl>
        <footer className="flex flex-col gap-2 border-t border-slate-100 px-5 py-4 sm:flex-row sm:items-center">
          {submission.status === 'pending' && (
            <>
              <Button onClick={approve} loading={approving} disabled={busy}>
                {approving ? t('kyc.admin.approving') : t('kyc.admin.approve')}
              </Button>
              <Button variant="outline" onClick={onReject} disabled={busy}>
                {t('kyc.admin.reject')}
              </Button>
            </>
          )}
          <Button variant="ghost" onClick={onHistory} className="sm:ml-auto">
            <History aria-hidden="true" className="size-4" />
            {t('kyc.admin.history')}
          </Button>
        </footer>
      </article>
      {confirming && (
        <ConfirmDialog
          title={t('kyc.admin.iyzico.confirmTitle')}
          description={t('kyc.admin.iyzico.confirmText', {
            company: submission.merchant.companyName,
            fields: missingText,
          })}
          cancelLabel={t('kyc.admin.iyzico.cancel')}
          confirmLabel={t('kyc.admin.iyzico.confirmApprove')}
          closeLabel={t('kyc.admin.iyzico.close')}
          pending={false}
          failure={null}
          onConfirm={() => {
            setConfirming(false);
            onApprove();
          }}
          onClose={() => setConfirming(false)}
        />
      )}
    </Card>
  );
}
