import type { Dispute } from '@kopru/domain/schemas/disputes';
import { formatDate, formatDateTime, formatFileSize, formatMoney } from '@kopru/i18n/format';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from './alert.tsx';
import { Card, CardHeader } from './card.tsx';
import { DisputeStatusBadge } from './dispute-status-badge.tsx';

/** Amount, fee, reason, deadline and what the hold means; shared by the SME and admin views. */
export function DisputeFacts({ dispute, extra }: { dispute: Dispute; extra?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const money = (minor: number) => formatMoney(minor, dispute.currency, locale);
  const total = money(dispute.amount + dispute.fee);
  const rows: [string, ReactNode][] = [
    [t('disputes.detail.amount'), money(dispute.amount)],
    [t('disputes.detail.fee'), money(dispute.fee)],
    [t('disputes.detail.reason'), t(`disputes.reasons.${dispute.reason}`)],
    [t('disputes.detail.opened'), formatDate(dispute.createdAt, locale)],
  ];
  if (dispute.status === 'needs_response')
    rows.push([t('disputes.detail.dueBy'), formatDateTime(dispute.evidenceDueBy, locale)]);
  return (
    <Card>
      <CardHeader
        title={t('disputes.detail.summary')}
        action={<DisputeStatusBadge status={dispute.status} />}
      />
      <div className="space-y-4 p-5">
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs text-slate-500">{label}</dt>
              <dd className="text-sm font-medium text-slate-900">{value}</dd>
            </div>
          ))}
          {extra}
        </dl>
        {dispute.status === 'won' ? (
          <Alert tone="success">{t('disputes.detail.won', { total })}</Alert>
        ) : dispute.status === 'lost' ? (
          <Alert tone="info">
            {t('disputes.detail.lost', { amount: money(dispute.amount), fee: money(dispute.fee) })}
          </Alert>
        ) : (
          <Alert tone="info">{t('disputes.detail.held', { total })}</Alert>
        )}
      </div>
    </Card>
  );
}

/** The evidence sent, with links to its files (the merchant's own route or the admin's). */
export function DisputeEvidence({ dispute, fileUrl }: { dispute: Dispute; fileUrl(fileId: string): string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <Card>
      <CardHeader
        title={t('disputes.detail.evidence')}
        description={
          dispute.evidenceSubmittedAt
            ? t('disputes.detail.sentOn', { date: formatDateTime(dispute.evidenceSubmittedAt, locale) })
            : undefined
        }
      />
      <div className="space-y-3 p-5">
        {dispute.evidenceText === null ? (
          <p className="text-sm text-slate-600">{t('disputes.detail.noEvidence')}</p>
        ) : (
          <p className="text-sm whitespace-pre-wrap break-words text-slate-800">{dispute.evidenceText}</p>
        )}
        {dispute.evidenceFiles.length > 0 && (
          <section aria-label={t('disputes.detail.files')}>
            <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
              {dispute.evidenceFiles.map((file) => (
                <li key={file.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                  <a
                    href={fileUrl(file.id)}
                    target="_blank"
                    rel="noreferrer"
                    className="min-w-0 truncate text-sm font-medium text-teal-700 underline-offset-2 hover:underline"
                  >
                    {file.fileName}
                  </a>
                  <span className="text-xs text-slate-500">{formatFileSize(file.sizeBytes, locale)}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </Card>
  );
}
