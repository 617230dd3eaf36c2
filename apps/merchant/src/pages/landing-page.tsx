import { buttonClasses } from '@kopru/ui/button';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function LandingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('landing.meta.title'), t('landing.meta.description'));
  return (
    <main id="main" className="flex-1">
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
          <div className="max-w-3xl">
            <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
              {t('landing.hero.title')}
            </h1>
            <p className="mt-5 text-lg text-slate-600">{t('landing.hero.subtitle')}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link to="/register" className={buttonClasses('primary', 'lg')}>
                {t('landing.hero.primary')}
              </Link>
              <Link to="/login" className={buttonClasses('outline', 'lg')}>
                {t('landing.hero.secondary')}
              </Link>
            </div>
          </div>
        </div>
      </section>
    </main>
  );
}
