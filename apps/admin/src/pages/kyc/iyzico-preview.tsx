import { formatIban } from '@kopru/domain/iban';
import {
  type KindField,
  legalFormOrGuess,
  merchantKindOf,
  missingKindFields,
  subMerchantTypeOfKind,
} from '@kopru/domain/merchant-kind';
import type { AdminKycSubmission } from '@kopru/domain/schemas/kyc';
import { formatList } from '@kopru/i18n/format';
import { Alert } from '@kopru/ui/alert';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What iyzico's marketplace lacks to register the merchant of this submission, by the same rule
 * the KYC form, the API and the sub-merchant use (@kopru/domain/merchant-kind). A submission from
 * before the form asked the legal form is read as the sub-merchant reads it.
 */
export function missingForIyzico(submission: AdminKycSubmission): KindField[] {
  const legalForm = legalFormOrGuess(submission);
  return missingKindFields(submission.merchant.taxId, { ...submission, legalForm });
}

/** The missing fields as one translated list ("tax office", "first name and surname …"). */
export function useMissingText(missing: KindField[]): string {
  const { t, i18n } = useTranslation();
  const names = missing.map((field) => t(`kyc.admin.iyzico.fields.${field}`));
  return formatList(names, i18n.language, 'conjunction');
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** Marketplace mode: the sub-merchant iyzico will be sent on approval, and what it lacks. */
export function IyzicoPreview({ submission }: { submission: AdminKycSubmission }) {
  const { t } = useTranslation();
  const { taxId, companyName } = submission.merchant;
  const kind = merchantKindOf(taxId, legalFormOrGuess(submission)) ?? 'person';
  const missing = missingForIyzico(submission);
  const missingText = useMissingText(missing);
  const given = (value: string | null) =>
    value?.trim() ? (
      value
    ) : (
      <span className="font-medium text-red-700">{t('kyc.admin.iyzico.notGiven')}</span>
    );

  return (
    <section aria-label={t('kyc.admin.iyzico.title')} className="space-y-3 sm:col-span-2">
      <h3 className="text-sm font-semibold text-slate-900">{t('kyc.admin.iyzico.title')}</h3>
      {missing.length > 0 && (
        <Alert tone="warning">{t('kyc.admin.iyzico.missing', { fields: missingText })}</Alert>
      )}
      <dl className="grid gap-3 rounded-md border border-slate-200 bg-slate-50 p-3 sm:grid-cols-2">
        <Row label={t('kyc.admin.iyzico.type')}>
          {t(`kyc.kinds.${kind}`)} <span className="font-mono text-xs">({subMerchantTypeOfKind[kind]})</span>
        </Row>
        {kind === 'person' ? (
          <>
            <Row label={t('kyc.admin.iyzico.contactName')}>{given(submission.holderFirstName)}</Row>
            <Row label={t('kyc.admin.iyzico.contactSurname')}>{given(submission.holderLastName)}</Row>
            <Row label={t('kyc.admin.iyzico.identityNumber')}>{taxId}</Row>
          </>
        ) : (
          <>
            <Row label={t('kyc.admin.iyzico.legalTitle')}>{companyName}</Row>
            <Row label={t('kyc.admin.iyzico.taxOffice')}>{given(submission.taxOffice)}</Row>
            <Row
              label={t(kind === 'company' ? 'kyc.admin.iyzico.taxNumber' : 'kyc.admin.iyzico.identityNumber')}
            >
              {taxId}
            </Row>
          </>
        )}
        <Row label={t('kyc.admin.iyzico.iban')}>
          <span className="font-mono">{formatIban(submission.iban)}</span>
        </Row>
      </dl>
    </section>
  );
}
