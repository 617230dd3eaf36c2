import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { SiteHeader } from './site-header.tsx';

/** Header, page and footer of the public pages (landing, login, legal). */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t('common.skipToContent')}
      </a>
      <SiteHeader />
      <div className="flex flex-1 flex-col">
        <Outlet />
      </div>
      <footer className="border-t border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>{t('landing.footer.rights', { year: new Date().getFullYear() })}</p>
          <nav className="flex gap-4" aria-label={t('common.menu')}>
            <Link to="/terms" className="hover:text-slate-900 hover:underline">
              {t('landing.footer.terms')}
            </Link>
            <Link to="/privacy" className="hover:text-slate-900 hover:underline">
              {t('landing.footer.privacy')}
            </Link>
          </nav>
        </div>
      </footer>
    </div>
  );
}
