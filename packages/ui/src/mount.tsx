import { type ReactNode, StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

/**
 * Renders the app into the page's #root, or takes over the HTML already there when the page was
 * rendered at build time (the merchant app's public pages) in the language the app starts in
 * (<html lang>, set by the i18n setup), so what is painted does not move. A page sent in another
 * language (a pick kept in this browser but not yet in its cookie) is rendered afresh. Returns the
 * root (tests unmount it).
 *
 * Hydration runs as a transition, so React works on it in slices of a few milliseconds and
 * yields to the browser between them, instead of one task of a few hundred on a slow phone
 * (Total Blocking Time, decision 009). It still commits once, whole, as the HTML has no Suspense
 * boundary (React would hydrate one in a later pass: see lazyPage): the root's effects
 * (HydrationDone) run after every component's, and no effect asks the API before the whole page
 * has hydrated. A click or submit React sees before then makes it finish hydrating at once, and
 * the elements marked data-held-until-hydrated hold theirs anyway.
 */
export function mount(app: ReactNode): Root {
  const element = document.getElementById('root');
  if (!element) throw new Error('index.html has no #root');
  const tree = <StrictMode>{app}</StrictMode>;
  const prerendered = element.hasChildNodes() && element.dataset.lang === document.documentElement.lang;
  if (!prerendered) {
    const root = createRoot(element);
    root.render(tree);
    return root;
  }
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(element, tree);
  });
  return root as Root;
}
