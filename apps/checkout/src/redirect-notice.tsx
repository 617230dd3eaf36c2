import { ExternalLink } from 'lucide-react';
import { useI18n } from './i18n.ts';

/**
 * After a payment whose link sends the payer on to an address: our page names the host and the
 * payer chooses to go there, so a link cannot drop a payer who just paid straight onto a look-alike
 * site asking for the card again. (A domain the merchant has verified skips this: checkout-view.)
 */
export function RedirectNotice({ url, merchantName }: { url: string; merchantName: string }) {
  const { t } = useI18n();
  // The server built the address (https, checked); the hostname is what a look-alike cannot fake.
  const host = new URL(url).hostname;
  return (
    <section
      aria-labelledby="leaving"
      className="rounded-2xl border border-amber-200 bg-white p-5 text-left shadow-sm"
    >
      <h2 id="leaving" className="font-semibold text-slate-900">
        {t('checkout.leaving.title')}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{t('checkout.leaving.text', { merchant: merchantName })}</p>
      <p className="mt-2 break-all rounded-lg bg-slate-50 px-3 py-2 font-mono text-sm font-semibold text-slate-900">
        {host}
      </p>
      <p className="mt-2 text-sm text-slate-600">
        {t('checkout.leaving.unverified', { merchant: merchantName })}
      </p>
      <p className="mt-2 text-sm text-slate-600">{t('checkout.leaving.caution')}</p>
      {/* A primary button's look, growing to two lines for a long host instead of clipping it. */}
      <a
        href={url}
        className="mt-4 flex min-h-12 w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 py-2 text-center text-base font-medium [overflow-wrap:anywhere] text-white shadow-sm hover:bg-brand-800"
      >
        {t('checkout.leaving.continue', { host })}
        <ExternalLink aria-hidden="true" className="size-4" />
      </a>
    </section>
  );
}
