import { checkoutApi } from '@kopru/api-client/checkout';
import type { Receipt } from '@kopru/domain/schemas/checkout';
import { formatDateTime, formatMoney } from '@kopru/i18n/format';
import { Button } from '@kopru/ui/button';
import { PageSpinner } from '@kopru/ui/spinner';
import { Printer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useI18n } from './i18n.ts';
import { brandStyle, MerchantLogo } from './merchant-brand.tsx';
import { useTitle } from './use-title.ts';

type Load = { state: 'loading' } | { state: 'missing' } | { state: 'ready'; receipt: Receipt };

/** The printable receipt at /pay/receipt/{token}, linked from the receipt e-mail. */
export function ReceiptView({ token }: { token: string }) {
  const { t, locale } = useI18n();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  useTitle(t('checkout.receipt.title'));

  useEffect(() => {
    checkoutApi
      .receipt(token)
      .then((receipt) => setLoad({ state: 'ready', receipt }))
      .catch(() => setLoad({ state: 'missing' }));
  }, [token]);

  if (load.state === 'loading') return <PageSpinner label={t('checkout.loading')} />;
  if (load.state === 'missing')
    return (
      <section className="mt-10 max-w-md text-center">
        <h1 className="text-xl font-semibold">{t('checkout.receipt.notFoundTitle')}</h1>
        <p className="mt-2 text-slate-600">{t('checkout.receipt.notFoundText')}</p>
      </section>
    );
  const { receipt } = load;
  const rows: [string, string][] = [
    [t('checkout.receipt.merchant'), receipt.merchantName],
    [t('checkout.receipt.product'), receipt.productName],
    [t('checkout.receipt.amount'), formatMoney(receipt.amount, receipt.currency, locale)],
    [t('checkout.receipt.date'), formatDateTime(receipt.paidAt, locale)],
    [
      t('checkout.receipt.card'),
      t('checkout.receipt.cardValue', { brand: receipt.cardBrand, last4: receipt.cardLast4 }).trim(),
    ],
    [t('checkout.receipt.transaction'), receipt.transactionId],
  ];
  const branded = brandStyle(receipt.brand);
  return (
    <article
      className={`w-full max-w-md self-start rounded-2xl border border-slate-200 border-t-4 border-t-brand-700 bg-white p-6 shadow-sm print:border-0 print:shadow-none ${branded.className}`}
      style={branded.style}
    >
      {receipt.brand.logo && (
        <MerchantLogo logo={receipt.brand.logo} name={receipt.merchantName} className="mb-4" />
      )}
      <h1 className="text-xl font-semibold">{t('checkout.receipt.title')}</h1>
      <dl className="mt-4 divide-y divide-slate-100 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 py-2">
            <dt className="text-slate-500">{label}</dt>
            <dd className="text-right font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <Button className="mt-6 w-full print:hidden" variant="secondary" onClick={() => window.print()}>
        <Printer aria-hidden="true" className="size-4" />
        {t('checkout.receipt.print')}
      </Button>
    </article>
  );
}
