import type { Catalog } from '@kopru/i18n/catalog';
import { buttonClasses } from '@kopru/ui/button';
import { cn } from '@kopru/ui/cn';
import { PageHeader } from '@kopru/ui/page-header';
import { BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router-dom';

/**
 * The sections of the Developers area, one tab each (a route under /sme/dashboard/developers).
 * Add a section by adding its entry here and its route in paths.ts and routes.tsx.
 */
export const developerTabs: { path: string; label: keyof Catalog['developers']['tabs'] }[] = [
  { path: 'api-keys', label: 'apiKeys' },
  { path: 'webhooks', label: 'webhooks' },
];

/** Developers area: title, link to the API reference, the section tabs and the current section. */
export function DevelopersLayout() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('developers.title')}
        description={t('developers.subtitle')}
        actions={
          <Link to="/docs/api" className={buttonClasses('outline')}>
            <BookOpen aria-hidden="true" className="size-4" />
            {t('developers.reference')}
          </Link>
        }
      />
      <nav aria-label={t('developers.sections')} className="mb-6 border-b border-slate-200">
        <ul className="-mb-px flex gap-4 overflow-x-auto">
          {developerTabs.map((tab) => (
            <li key={tab.path}>
              <NavLink
                to={tab.path}
                className={({ isActive }) =>
                  cn(
                    'inline-block border-b-2 px-1 pb-3 text-sm font-medium whitespace-nowrap',
                    isActive
                      ? 'border-brand-700 text-brand-800'
                      : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
                  )
                }
              >
                {t(`developers.tabs.${tab.label}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </>
  );
}
