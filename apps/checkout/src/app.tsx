import { checkoutApi } from '@kopru/api-client/checkout';
import { ApiError } from '@kopru/api-client/client';
import type { PublicLink } from '@kopru/domain/schemas/checkout';
import { LanguageSwitcher } from '@kopru/ui/language-switcher';
import { Logo } from '@kopru/ui/logo';
import { PageSpinner } from '@kopru/ui/spinner';
import { Lock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { CheckoutView } from './checkout-view.tsx';
import { useI18n } from './i18n.ts';
import { brandStyle, MerchantLogo } from './merchant-brand.tsx';
import { NotFoundView } from './not-found-view.tsx';
import { ReceiptView } from './receipt-view.tsx';

type Load =
  | { state: 'loading' }
  | { state: 'not-found' }
  | { state: 'error' }
  | { state: 'ready'; link: PublicLink };

function codeFromPath(pathname: string): string {
  return decodeURIComponent(pathname.replace(/^\/pay\/?/, '').split('/')[0] ?? '');
}

function receiptTokenFromPath(pathname: string): string | undefined {
  return /^\/pay\/receipt\/([\w-]{16,64})\/?$/.exec(pathname)?.[1];
}

/** The public payment page at /pay/{code}, and the printable receipt at /pay/receipt/{token}. */
export function App() {
  const { t, locale, setLocale } = useI18n();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const receiptToken = receiptTokenFromPath(window.location.pathname);
  const code = codeFromPath(window.location.pathname);

  useEffect(() => {
    if (receiptToken) return;
    if (!code) {
      setLoad({ state: 'not-found' });
      return;
    }
    // Each page visit counts one click on the server.
    checkoutApi
      .link(code)
      .then((link) => setLoad({ state: 'ready', link }))
      .catch((error) =>
        setLoad(
          error instanceof ApiError && error.status === 404 ? { state: 'not-found' } : { state: 'error' },
        ),
      );
  }, [code, receiptToken]);

  const link = load.state === 'ready' && !receiptToken ? load.link : undefined;
  const branded = brandStyle(link?.brand);
  return (
    <div className={`flex min-h-screen flex-col ${branded.className}`} style={branded.style}>
      <header className="flex print:hidden items-center justify-between px-4 py-4 sm:px-6">
        {link?.brand.logo ? (
          <MerchantLogo logo={link.brand.logo} name={link.merchantName} />
        ) : (
          <Logo label={t('common.appName')} />
        )}
        <LanguageSwitcher
          label={t('common.language')}
          value={locale}
          onChange={(next) => setLocale(next === 'tr' ? 'tr' : 'en')}
          options={[
            { code: 'en', name: 'English' },
            { code: 'tr', name: 'Türkçe' },
          ]}
        />
      </header>
      <main id="main" className="flex flex-1 justify-center px-4 pb-10">
        {receiptToken && <ReceiptView token={receiptToken} />}
        {!receiptToken && load.state === 'loading' && <PageSpinner label={t('checkout.loading')} />}
        {!receiptToken && load.state === 'not-found' && <NotFoundView />}
        {!receiptToken && load.state === 'error' && (
          <p role="alert" className="mt-10 max-w-md text-center text-slate-700">
            {t('errors.network_error')}
          </p>
        )}
        {!receiptToken && load.state === 'ready' && <CheckoutView link={load.link} />}
      </main>
      <footer className="flex items-center justify-center gap-1.5 pb-6 text-xs text-slate-500">
        <Lock aria-hidden="true" className="size-3.5" />
        {t('checkout.poweredBy')}
      </footer>
    </div>
  );
}
