import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type SidebarItem, SidebarNav } from './sidebar-nav.tsx';

export interface ConsoleNavEntry {
  key: string;
  path: string;
  label: string;
  icon: ReactNode;
  badge?: ReactNode;
}

/** Props of the router link a console renders for each navigation entry. */
export interface ConsoleLinkProps {
  to: string;
  className: string;
  children: ReactNode;
  'aria-current': 'page' | undefined;
  onClick?: () => void;
}

export interface ConsoleShellProps {
  /** The console's home path; its entry is active only on that exact path. */
  base: string;
  pathname: string;
  nav: ConsoleNavEntry[];
  /** Renders the app's router link. */
  link: (props: ConsoleLinkProps) => ReactNode;
  /** The header; receives the navigation for its phone menu. */
  header: (mobileNav: (close: () => void) => ReactNode) => ReactNode;
  /** Below the navigation (e.g. a sign-out button); `close` is set inside the phone menu. */
  navFooter?: (close?: () => void) => ReactNode;
  /** Non-visual watchers (inactivity, sign-out in another tab). */
  watch?: ReactNode;
  children: ReactNode;
}

function navItems(
  { base, pathname, nav, link }: Pick<ConsoleShellProps, 'base' | 'pathname' | 'nav' | 'link'>,
  onNavigate?: () => void,
): SidebarItem[] {
  return nav.map((entry) => {
    const active =
      entry.path === base ? pathname === base || pathname === `${base}/` : pathname.startsWith(entry.path);
    return {
      key: entry.key,
      label: entry.label,
      icon: entry.icon,
      badge: entry.badge,
      active,
      render: ({ className, children }) =>
        link({
          to: entry.path,
          className,
          children,
          'aria-current': active ? 'page' : undefined,
          onClick: onNavigate,
        }),
    };
  });
}

/** The frame of both consoles: skip link, header, sidebar (a drawer on phones) and the page. */
export function ConsoleShell({ header, navFooter, watch, children, ...navigation }: ConsoleShellProps) {
  const { t } = useTranslation();
  const mobileNav = (close: () => void) => (
    <SidebarNav label={t('common.menu')} items={navItems(navigation, close)} footer={navFooter?.(close)} />
  );
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t('common.skipToContent')}
      </a>
      {watch}
      {header(mobileNav)}
      <div className="mx-auto flex w-full max-w-7xl flex-1">
        <aside className="sticky top-16 hidden h-[calc(100vh-4rem)] w-64 shrink-0 border-r border-slate-200 bg-white md:block">
          <SidebarNav label={t('common.menu')} items={navItems(navigation)} footer={navFooter?.()} />
        </aside>
        <main id="main" className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8">
          {children}
        </main>
      </div>
    </div>
  );
}
