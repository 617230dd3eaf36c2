import { ApiError, api } from '@kopru/api-client/client';
import type { PublicLink } from '@kopru/domain/schemas/checkout';
import { LanguageSwitcher } from '@kopru/ui/language-switcher';
import { Logo } from '@kopru/ui/logo';
import { PageSpinner } from '@kopru/ui/spinner';
import { Lock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { CheckoutView } from './checkout-view.tsx';
import { useI18n } from './i18n.ts';
import { NotFoundView } from './not-found-view.tsx';

type Load =
  | { state: 'loading' }
  | { state: 'not-found' }
  | { state: 'error' }
  | { state: 'ready'; link: PublicLink };

function codeFromPath(pathname: string): string {
  return decodeURIComponent(pathname.replace(/^\/pay\/?/, '').split('/')[0] ?? '');
}

/** The public payment page at /pay/{code}. */
export function App() {
  const { t, locale, setLocale } = useI18n();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const code = codeFromPath(window.location.pathname);

  useEffect(() => {
    if (!code) {
      setLoad({ state: 'not-found' });
      return;
    }
    // Each page visit counts one click on the server.
    api
      .get<PublicLink>(`/api/public/links/${encodeURIComponent(code)}`)
      .then((link) => setLoad({ state: 'ready', link }))
      .catch((error) =>
        setLoad(
          error instanceof ApiError && error.status === 404 ? { state: 'not-found' } : { state: 'error' },
        ),
      );
  }, [code]);

  return (
    <div className="flex min-h-screen flex-col">
      <header className="flex items-center justify-between px-4 py-4 sm:px-6">
        <Logo label={t('common.appName')} />
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
        {load.state === 'loading' && <PageSpinner label={t('checkout.loading')} />}
        {load.state === 'not-found' && <NotFoundView />}
        {load.state === 'error' && (
          <p role="alert" className="mt-10 max-w-md text-center text-slate-700">
            {t('errors.network_error')}
          </p>
        )}
        {load.state === 'ready' && <CheckoutView link={load.link} />}
      </main>
      <footer className="flex items-center justify-center gap-1.5 pb-6 text-xs text-slate-500">
        <Lock aria-hidden="true" className="size-3.5" />
        {t('checkout.poweredBy')}
      </footer>
    </div>
  );
}
