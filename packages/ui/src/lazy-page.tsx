import { texts } from '@kopru/i18n/all-texts';
import type { CatalogFile } from '@kopru/i18n/catalog-on-demand';
import { type ComponentType, createElement, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from './spinner.tsx';

const reloadKey = 'kopru.chunk-reload';

/**
 * After a deploy the old page may ask for code files that no longer exist: reload once to get
 * the new page, and fail normally if that does not help.
 */
async function loadOrReload<T>(load: () => Promise<T>): Promise<T> {
  // Rendered to HTML at build time: no page to reload.
  if (typeof window === 'undefined') return load();
  try {
    const loaded = await load();
    sessionStorage.removeItem(reloadKey);
    return loaded;
  } catch (error) {
    if (sessionStorage.getItem(reloadKey)) throw error;
    sessionStorage.setItem(reloadKey, '1');
    window.location.reload();
    return new Promise<T>(() => {});
  }
}

/**
 * A page whose code is fetched the first time it is shown, so the landing page does not ship
 * the dashboard: `const Page = lazyPage(() => import('./page.tsx').then((m) => m.Page))`. It
 * renders once the catalog files it needs are loaded too (every file unless `needs` names them;
 * the app starts with the frame's texts only).
 */
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { needs = 'all' }: { needs?: readonly CatalogFile[] | 'all' } = {},
): ComponentType<P> & { preload(): Promise<unknown> } {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () => {
    loading ??= loadOrReload(() => Promise.all([load(), texts(needs)])).then(([page]) => {
      loaded = page;
      return { default: page };
    });
    return loading;
  };
  const Lazy = lazy(preload);
  function LazyPage(props: P) {
    const { t } = useTranslation();
    // Chosen once per mount, so a page never remounts when its code arrives.
    const [Page] = useState(() => loaded);
    // Code already here (preloaded) renders as it is, without a Suspense boundary: in a prerendered
    // page React would hydrate a boundary on its own, after the rest of the page had committed and
    // its effects had asked the API, and the page inside would then render with the answers the
    // HTML was written without (a hydration mismatch; decision 009). Without one, the whole page
    // hydrates in one pass before any effect runs.
    if (Page) return createElement(Page, props);
    return (
      <Suspense fallback={<PageSpinner label={t('common.loading')} />}>{createElement(Lazy, props)}</Suspense>
    );
  }
  /** Fetches the page's code ahead of its first render (a page prerendered as HTML hydrates at once). */
  LazyPage.preload = preload;
  return LazyPage;
}
