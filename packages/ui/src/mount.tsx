import { type ReactNode, StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/**
 * Renders the app into the page's #root, or takes over the HTML already there when the page was
 * rendered at build time (the merchant app's public pages) in the language the app starts in
 * (<html lang>, set by the i18n setup), so what is painted does not move. A page sent in another
 * language (a pick kept in this browser but not yet in its cookie) is rendered afresh.
 *
 * Hydration runs as a transition, so React works on it in slices of a few milliseconds and
 * yields to the browser between them, instead of one task of a few hundred on a slow phone
 * (Total Blocking Time, decision 009). It still commits once, whole: the root's effects
 * (HydrationDone) run after every component's. A click or submit React sees before then makes it
 * finish hydrating at once, and the elements marked data-held-until-hydrated hold theirs anyway.
 */
export function mount(app: ReactNode): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  const tree = <StrictMode>{app}</StrictMode>;
  const prerendered = root.hasChildNodes() && root.dataset.lang === document.documentElement.lang;
  if (prerendered)
    startTransition(() => {
      hydrateRoot(root, tree);
    });
  else createRoot(root).render(tree);
}
