import { Logo } from '@kopru/ui/logo';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSiteContact } from '../lib/site-contact.ts';

const linkClass = 'rounded text-slate-600 hover:text-slate-900 hover:underline';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-slate-900">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">{children}</ul>
    </div>
  );
}

function PageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className={linkClass}>
        {children}
      </Link>
    </li>
  );
}

/** Footer of the public pages: every link leads to a section of the landing page or a real page. */
export function SiteFooter() {
  const { t } = useTranslation();
  const { email } = useSiteContact();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <div className="grid gap-10 lg:grid-cols-[1fr_3fr]">
          <div>
            <Logo label={t('common.appName')} />
            <p className="mt-3 text-sm text-slate-600">{t('landing.footer.tagline')}</p>
          </div>
          <nav aria-label={t('landing.footer.label')} className="grid grid-cols-2 gap-8 sm:grid-cols-4">
            <Column title={t('landing.footer.product')}>
              <PageLink to="/#how-it-works">{t('landing.footer.howItWorks')}</PageLink>
              <PageLink to="/#features">{t('landing.footer.features')}</PageLink>
              <PageLink to="/#advantages">{t('landing.footer.pricing')}</PageLink>
              <PageLink to="/#faq">{t('landing.footer.faq')}</PageLink>
              <PageLink to="/docs/api">{t('landing.footer.apiReference')}</PageLink>
            </Column>
            <Column title={t('landing.footer.legal')}>
              <PageLink to="/terms">{t('landing.footer.terms')}</PageLink>
              <PageLink to="/privacy">{t('landing.footer.privacy')}</PageLink>
            </Column>
            <Column title={t('landing.footer.company')}>
              <li>
                <a href={`mailto:${email}`} className={linkClass}>
                  {t('landing.footer.contact')}
                </a>
              </li>
            </Column>
            <Column title={t('landing.footer.account')}>
              <PageLink to="/login">{t('landing.footer.login')}</PageLink>
              <PageLink to="/register">{t('landing.footer.register')}</PageLink>
            </Column>
          </nav>
        </div>
        <p className="mt-10 border-t border-slate-200 pt-6 text-sm text-slate-500">
          {t('landing.footer.rights', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
