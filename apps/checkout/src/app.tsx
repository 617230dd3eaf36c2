import { LanguageControl } from '@kopru/ui/language-control';
import { Logo } from '@kopru/ui/logo';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The public payment page at /pay/{linkId}. */
export function App() {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="flex items-center justify-between px-4 py-4 sm:px-6">
        <Logo />
        <LanguageControl />
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 py-8">
        <NotFoundView />
      </main>
    </div>
  );
}

function NotFoundView() {
  const { t } = useTranslation();
  useDocumentTitle(t('checkout.notFoundTitle'));
  return (
    <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <SearchX aria-hidden="true" className="mx-auto size-10 text-slate-400" />
      <h1 className="mt-4 text-xl font-semibold">{t('checkout.notFoundTitle')}</h1>
      <p className="mt-2 text-slate-600">{t('checkout.notFoundText')}</p>
    </div>
  );
}
