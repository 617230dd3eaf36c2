import { linkProformaUrl } from '@kopru/api-client/invoices';
import { useUpdatePaymentLink } from '@kopru/api-client/payments';
import { formatGtip } from '@kopru/domain/export';
import { toLocale } from '@kopru/domain/locale';
import type { PaymentLink } from '@kopru/domain/schemas/payment-links';
import { formatDate, formatDateTime, formatList, formatMoney, formatNumber } from '@kopru/i18n/format';
import { Badge } from '@kopru/ui/badge';
import { Button, buttonClasses } from '@kopru/ui/button';
import { Card } from '@kopru/ui/card';
import { Check, Copy, CopyPlus, ExternalLink, FileDown, Pencil, QrCode } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/permissions.ts';

const statusTone = {
  active: 'success',
  inactive: 'neutral',
  expired: 'warning',
  sold_out: 'warning',
} as const;
export const linkStatusLabel = {
  active: 'links.status.active',
  inactive: 'links.status.passive',
  expired: 'links.status.expired',
  sold_out: 'links.status.soldOut',
} as const;

export function LinkCard({
  link,
  onShowQr,
  onEdit,
  onDuplicate,
  notPayable = false,
}: {
  link: PaymentLink;
  onShowQr(link: PaymentLink): void;
  onEdit(link: PaymentLink): void;
  onDuplicate(link: PaymentLink): void;
  /** Marketplace mode: iyzico has not registered the merchant, so no link can be paid yet. */
  notPayable?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const update = useUpdatePaymentLink();
  const manages = useCan()('paymentLinks.manage');
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const locale = i18n.language;

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <Card className="flex flex-col p-5">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 break-words text-base font-semibold text-slate-900">{link.productName}</h2>
        {notPayable && link.status === 'active' ? (
          <Badge tone="warning">{t('acquirerRegistration.links.notPayable')}</Badge>
        ) : (
          <Badge tone={statusTone[link.status]}>{t(linkStatusLabel[link.status])}</Badge>
        )}
      </div>
      {notPayable && link.status === 'active' && (
        <p className="mt-1 text-sm text-amber-800">{t('acquirerRegistration.links.notPayableHint')}</p>
      )}
      <div className="mt-1 text-2xl font-semibold tracking-tight">
        {link.customAmount
          ? t('links.card.range', {
              minimum: formatMoney(link.customAmount.minimum, link.currency, locale),
              maximum: formatMoney(link.customAmount.maximum, link.currency, locale),
            })
          : formatMoney(link.amount, link.currency, locale)}
      </div>
      {link.description && <p className="mt-2 line-clamp-3 text-sm text-slate-600">{link.description}</p>}
      <LinkOptions link={link} locale={locale} />
      <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-slate-500">{t('links.clicks')}</dt>
          <dd className="font-medium">{formatNumber(link.clickCount, locale)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('links.payments')}</dt>
          <dd className="font-medium">
            {link.maxPayments === null
              ? formatNumber(link.successfulPayments, locale)
              : t('links.card.paymentsOf', {
                  count: formatNumber(link.successfulPayments, locale),
                  max: formatNumber(link.maxPayments, locale),
                })}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-slate-500">
        {t('links.created', { date: formatDate(link.createdAt, locale) })}
      </p>
      <p
        className="mt-3 truncate rounded-lg bg-slate-50 px-3 py-2 font-mono text-xs text-slate-700"
        title={link.url}
      >
        {link.url}
      </p>
      <p aria-live="polite" className="min-h-5 pt-1 text-xs text-brand-700">
        {copy === 'copied' ? t('links.copied') : copy === 'failed' ? t('links.copyFailed') : ''}
      </p>
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        <Button size="sm" variant="secondary" onClick={copyLink}>
          {copy === 'copied' ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {t('links.copy')}
        </Button>
        <a
          href={link.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('links.openLabel', { name: link.productName })}
          className={buttonClasses('outline', 'sm')}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          {t('links.open')}
        </a>
        <Button size="sm" variant="outline" onClick={() => onShowQr(link)}>
          <QrCode aria-hidden="true" className="size-4" />
          {t('links.qr')}
        </Button>
        <a
          href={linkProformaUrl(link.id, toLocale(locale))}
          download
          aria-label={t('invoices.downloadProformaLabel', { name: link.productName })}
          className={buttonClasses('outline', 'sm')}
        >
          <FileDown aria-hidden="true" className="size-4" />
          {t('invoices.downloadProforma')}
        </a>
        {manages && (
          <>
            <Button
              size="sm"
              variant="outline"
              aria-label={t('links.editLabel', { name: link.productName })}
              onClick={() => onEdit(link)}
            >
              <Pencil aria-hidden="true" className="size-4" />
              {t('links.edit')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              aria-label={t('links.duplicateLabel', { name: link.productName })}
              onClick={() => onDuplicate(link)}
            >
              <CopyPlus aria-hidden="true" className="size-4" />
              {t('links.duplicate')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              loading={update.isPending}
              onClick={() => update.mutate({ id: link.id, active: !link.active })}
            >
              {link.active ? t('links.deactivate') : t('links.activate')}
            </Button>
          </>
        )}
      </div>
    </Card>
  );
}

/** The options that change what the payer sees (quantity, expiry, fields asked, redirect) and the GTİP code. */
function LinkOptions({ link, locale }: { link: PaymentLink; locale: string }) {
  const { t } = useTranslation();
  const lines: string[] = [];
  if (link.customAmount) lines.push(t('links.card.payerChooses'));
  if (link.maxQuantity > 1) lines.push(t('links.card.quantity', { count: link.maxQuantity }));
  if (link.expiresAt) {
    const date = formatDateTime(link.expiresAt, locale);
    lines.push(
      link.status === 'expired' ? t('links.card.expired', { date }) : t('links.card.expires', { date }),
    );
  }
  if (link.collect.length > 0) {
    const fields = link.collect.map((field) => t(`links.card.fields.${field}`));
    lines.push(t('links.card.collects', { fields: formatList(fields, locale, 'conjunction') }));
  }
  if (link.redirectUrl) lines.push(t('links.card.redirects', { host: new URL(link.redirectUrl).host }));
  if (link.gtipCode) lines.push(t('exportRecords.gtip', { code: formatGtip(link.gtipCode) }));
  if (lines.length === 0) return null;
  return (
    <ul className="mt-2 space-y-0.5 text-xs text-slate-600">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
