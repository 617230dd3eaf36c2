import type { PayResponse } from '@kopru/domain/schemas/checkout';
import { formatMoney } from '@kopru/i18n/format';
import { Button } from '@kopru/ui/button';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useI18n } from './i18n.ts';

export function ResultView({
  result,
  merchantName,
  onRetry,
}: {
  result: PayResponse;
  merchantName: string;
  onRetry(): void;
}) {
  const { t, tDynamic, locale } = useI18n();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  if (result.status === 'succeeded') {
    return (
      <section
        role="status"
        className="rounded-2xl border border-emerald-200 bg-white p-6 text-center shadow-sm"
      >
        <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-emerald-600" />
        <h2 ref={heading} tabIndex={-1} className="mt-3 text-xl font-semibold outline-none">
          {t('checkout.success.title')}
        </h2>
        <p className="mt-1 text-slate-600">{t('checkout.success.text', { merchant: merchantName })}</p>
        {result.successMessage && (
          <figure className="mt-4 rounded-xl border border-slate-200 p-4 text-left">
            <figcaption className="text-xs text-slate-500">
              {t('checkout.success.fromMerchant', { merchant: merchantName })}
            </figcaption>
            <blockquote className="mt-1 whitespace-pre-line text-sm text-slate-800">
              {result.successMessage}
            </blockquote>
          </figure>
        )}
        <dl className="mt-5 space-y-2 rounded-xl bg-slate-50 p-4 text-left text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-500">{t('checkout.success.amount')}</dt>
            <dd className="font-semibold">{formatMoney(result.amount, result.currency, locale)}</dd>
          </div>
          {result.quantity > 1 && (
            <div className="flex justify-between gap-4">
              <dt className="text-slate-500">{t('checkout.order.quantity')}</dt>
              <dd className="font-medium">{result.quantity}</dd>
            </div>
          )}
          <div className="flex justify-between gap-4">
            <dt className="text-slate-500">{t('checkout.success.product')}</dt>
            <dd className="text-right font-medium">{result.productName}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-slate-500">{t('checkout.success.transaction')}</dt>
            <dd className="font-mono">{result.transactionId}</dd>
          </div>
        </dl>
        <p className="mt-3 text-xs text-slate-500">
          {t('checkout.success.emailed')} {t('checkout.success.keep')}
        </p>
        {result.receiptToken && (
          <a
            href={`/pay/receipt/${result.receiptToken}`}
            className="mt-4 inline-block font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {t('checkout.success.receipt')}
          </a>
        )}
      </section>
    );
  }

  return (
    <section role="alert" className="rounded-2xl border border-red-200 bg-white p-6 text-center shadow-sm">
      <XCircle aria-hidden="true" className="mx-auto size-12 text-red-600" />
      <h2 ref={heading} tabIndex={-1} className="mt-3 text-xl font-semibold outline-none">
        {t('checkout.failure.title')}
      </h2>
      <p className="mt-1 text-slate-700">{t('checkout.failure.text')}</p>
      {result.declineCode && (
        <p className="mt-2 text-sm text-slate-600">
          {t('checkout.failure.reason', {
            reason: tDynamic(`checkout.declines.${result.declineCode}`, 'checkout.declines.card_declined'),
          })}
        </p>
      )}
      <Button className="mt-5 w-full" size="lg" onClick={onRetry}>
        {t('checkout.failure.retry')}
      </Button>
    </section>
  );
}
