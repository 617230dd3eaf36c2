import { adminPayoutStatementPdfUrl } from '@kopru/api-client/payout-statements';
import { formatIban } from '@kopru/domain/iban';
import { toLocale } from '@kopru/domain/locale';
import type { AdminPayout } from '@kopru/domain/schemas/payouts';
import { formatDateTime, formatMoney } from '@kopru/i18n/format';
import { Badge } from '@kopru/ui/badge';
import { Button, buttonClasses } from '@kopru/ui/button';
import { Card } from '@kopru/ui/card';
import { ConversionFigures } from '@kopru/ui/conversion-figures';
import { PayoutStatusBadge } from '@kopru/ui/payout-status-badge';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { adminLinks } from '../../paths.ts';
import type { TextDecision } from './decision-dialog.tsx';

function Detail({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** One open payout in the queue: who, how much, where to, and the decisions its status allows. */
export function PayoutCard({
  payout,
  approving,
  busy,
  onApprove,
  onDecide,
}: {
  payout: AdminPayout;
  approving: boolean;
  busy: boolean;
  onApprove(): void;
  onDecide(decision: TextDecision): void;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const titleId = useId();
  return (
    <Card>
      <article aria-labelledby={titleId}>
        <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 px-5 py-4">
          <div className="min-w-0">
            <h2 id={titleId} className="truncate text-base font-semibold text-slate-900">
              <Link to={adminLinks.merchant(payout.merchant.id)} className="hover:underline">
                {payout.merchant.companyName}
              </Link>
            </h2>
            <p className="truncate text-sm text-slate-600">{payout.merchant.email}</p>
            <p className="mt-1 text-xs text-slate-500">
              <span className="font-mono">{payout.reference}</span> ·{' '}
              {t('adminPayouts.requestedAt', { date: formatDateTime(payout.requestedAt, locale) })}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {payout.merchant.suspended && <Badge tone="danger">{t('adminPayouts.suspended')}</Badge>}
            <PayoutStatusBadge status={payout.status} />
          </div>
        </header>
        <dl className="grid gap-4 px-5 py-4 sm:grid-cols-2">
          <Detail label={t('adminPayouts.fields.amount')}>
            <span className="text-lg font-semibold">
              {formatMoney(payout.amount, payout.currency, locale)}
            </span>
          </Detail>
          {payout.conversion && (
            <Detail label={t('payouts.conversion.title')} wide>
              <ConversionFigures
                conversion={payout.conversion}
                currency={payout.currency}
                tryAmount={payout.payoutAmount}
              />
            </Detail>
          )}
          <Detail label={t('adminPayouts.fields.holder')}>{payout.accountHolder}</Detail>
          <Detail label={t('adminPayouts.fields.bank')}>{payout.bankName}</Detail>
          <Detail label={t('adminPayouts.fields.ibanIn', { currency: payout.payoutCurrency })}>
            <span className="font-mono">{formatIban(payout.iban)}</span>
          </Detail>
          {payout.approvedAt && (
            <Detail label={t('adminPayouts.fields.approved')} wide>
              {t('adminPayouts.approvedBy', {
                date: formatDateTime(payout.approvedAt, locale),
                admin: payout.approvedBy ?? '—',
              })}
            </Detail>
          )}
        </dl>
        <footer className="flex flex-col gap-2 border-t border-slate-100 px-5 py-4 sm:flex-row sm:flex-wrap sm:items-center">
          {payout.status === 'requested' && (
            <Button onClick={onApprove} loading={approving} disabled={busy}>
              {approving ? t('adminPayouts.actions.approving') : t('adminPayouts.actions.approve')}
            </Button>
          )}
          {payout.status === 'approved' && (
            <>
              <Button onClick={() => onDecide('markPaid')} disabled={busy}>
                {t('adminPayouts.actions.markPaid')}
              </Button>
              <Button variant="outline" onClick={() => onDecide('markFailed')} disabled={busy}>
                {t('adminPayouts.actions.markFailed')}
              </Button>
            </>
          )}
          <Button variant="outline" onClick={() => onDecide('reject')} disabled={busy}>
            {t('adminPayouts.actions.reject')}
          </Button>
          <a
            href={adminPayoutStatementPdfUrl(payout.id, toLocale(locale))}
            className={buttonClasses('ghost')}
            aria-label={t('adminPayouts.actions.statementLabel', { reference: payout.reference })}
            download
          >
            {t('adminPayouts.actions.statement')}
          </a>
        </footer>
      </article>
    </Card>
  );
}
