import { addressVariables } from '@kopru/api-client/client';
import { createQueryClient } from '@kopru/api-client/query-client';
import type { Locale } from '@kopru/domain/locale';
import { catalogs } from '@kopru/i18n/catalog';
import { createI18nFor } from '@kopru/i18n/setup';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { HydrationDone } from './hydration-done.tsx';
import { AppRoutes } from './router.tsx';
import { preloadPrerenderedPage } from './routes.tsx';

/** The public pages written to HTML at build time, in every language (scripts/prerender.mjs). */
export const prerenderedPaths = ['/', '/login', '/register', '/terms', '/privacy'] as const;

/**
 * One page as a signed-out visitor on a first paint sees it: no session, configuration or site
 * content yet (the browser hydrates it before it asks for them, so the first render is the same),
 * its lazy code loaded first, as the browser does before hydrating (main.tsx), so it is rendered
 * without a Suspense boundary and hydrates in one pass (lazyPage).
 */
export async function prerenderPage(path: string, locale: Locale): Promise<string> {
  await preloadPrerenderedPage(path);
  const i18n = createI18nFor(locale, catalogs[locale], addressVariables);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <I18nextProvider i18n={i18n}>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
          <HydrationDone />
        </I18nextProvider>
      </QueryClientProvider>
    </StrictMode>,
    // A large page (the terms) would otherwise be sent as a spinner plus an inline script that
    // swaps the page in: the script is refused by the CSP and the page could not hydrate.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}
