import { usePublicConfig } from '@kopru/api-client/auth';
import { urlOf } from '@kopru/api-client/client';
import { KYC_REVIEW_BUSINESS_DAYS } from '@kopru/domain/constants';
import { ownKycDocument } from '@kopru/domain/contracts/documents';
import type { KycOverview, KycSubmission } from '@kopru/domain/schemas/kyc';
import { formatDate, formatDateTime, formatNumberRange } from '@kopru/i18n/format';
import { Badge } from '@kopru/ui/badge';
import { buttonClasses } from '@kopru/ui/button';
import { Card, CardBody, CardHeader } from '@kopru/ui/card';
import { DocumentList } from '@kopru/ui/document-link';
import { BadgeCheck, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { smeRoutes } from '../../paths.ts';

function Detail({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  // A <dl> holds its <dt>/<dd> pairs directly or in one <div> each, never deeper.
  return (
    <div className={wide ? 'space-y-0.5 sm:col-span-2' : 'space-y-0.5'}>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** What the merchant sent, while an admin reviews it. */
export function UnderReview({ submission }: { submission: KycSubmission }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <Card>
      <CardHeader
        title={t('kyc.review.title')}
        action={<Badge tone="warning">{t('kyc.status.pending')}</Badge>}
      />
      <CardBody className="space-y-5">
        <div className="space-y-2 text-sm text-slate-700">
          <p>
            {t('kyc.review.text', {
              days: formatNumberRange(KYC_REVIEW_BUSINESS_DAYS.min, KYC_REVIEW_BUSINESS_DAYS.max, locale),
            })}
          </p>
          <p className="flex items-start gap-2 font-medium text-slate-900">
            <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            {t('kyc.review.email')}
          </p>
        </div>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Detail label={t('kyc.review.submittedAt')}>
            {formatDateTime(submission.submittedAt, locale)}
          </Detail>
          <Detail label={t('kyc.review.bank')}>{submission.bankName}</Detail>
          <Detail label={t('kyc.review.businessAddress')}>
            <span className="whitespace-pre-line">{submission.businessAddress}</span>
          </Detail>
          {submission.legalForm && (
            <Detail label={t('kyc.review.legalForm')}>{t(`kyc.kinds.${submission.legalForm}`)}</Detail>
          )}
          {submission.taxOffice && <Detail label={t('kyc.review.taxOffice')}>{submission.taxOffice}</Detail>}
          {submission.holderFirstName && (
            <Detail label={t('kyc.review.holderName')}>
              {submission.holderFirstName} {submission.holderLastName}
            </Detail>
          )}
          <Detail label={t('kyc.review.iban')}>
            <span className="font-mono">{submission.ibanMasked}</span>
          </Detail>
          {submission.currencyIbans.map(({ currency, ibanMasked }) => (
            <Detail key={currency} label={t('kyc.review.currencyIban', { currency })}>
              <span className="font-mono">{ibanMasked}</span>
            </Detail>
          ))}
          <Detail label={t('kyc.review.documents')} wide>
            <DocumentList
              documents={submission.documents}
              hrefOf={(document) => urlOf(ownKycDocument, { params: { id: document.id } })}
              openLabel={(name) => t('kyc.review.openDocument', { name })}
            />
          </Detail>
        </dl>
      </CardBody>
    </Card>
  );
}

/** The 'verification completed' view. */
export function Verified({ overview }: { overview: KycOverview }) {
  const { t, i18n } = useTranslation();
  const payoutsByAcquirer = usePublicConfig().data?.payoutsByAcquirer ?? false;
  return (
    <Card>
      <div className="flex flex-col items-center px-6 py-12 text-center">
        <div className="mb-4 rounded-full bg-emerald-50 p-3 text-emerald-700">
          <BadgeCheck aria-hidden="true" className="size-8" />
        </div>
        <h2 className="text-lg font-semibold text-slate-900">{t('kyc.verified.title')}</h2>
        <p className="mt-1 max-w-md text-sm text-slate-600">
          {t(payoutsByAcquirer ? 'kyc.verified.textIyzico' : 'kyc.verified.text')}
        </p>
        {overview.verifiedAt && (
          <p className="mt-2 text-xs text-slate-500">
            {t('kyc.verified.since', { date: formatDate(overview.verifiedAt, i18n.language) })}
          </p>
        )}
        <Link to={smeRoutes.paymentLinks} className={buttonClasses('primary', 'md', 'mt-6')}>
          {t('kyc.verified.createLink')}
        </Link>
      </div>
    </Card>
  );
}
