import '@kopru/domain/contracts/auth';
import '@kopru/domain/contracts/config';
import '@kopru/domain/contracts/content';
import { ApiProvider } from '@kopru/api-client/query-client';
import { SUPPORT_EMAIL } from '@kopru/domain/constants';
import type { PublicConfig } from '@kopru/domain/schemas/session';
import { mount } from '@kopru/ui/mount';
import { defaultScheduler, notifyManager, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { prerenderToNodeStream } from 'react-dom/static';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HydrationDone } from './hydration-done.tsx';
import { i18n } from './i18n.ts';
import { prerenderPage } from './prerender.tsx';
import { AppRouter } from './router.tsx';
import { preloadPrerenderedPage } from './routes.tsx';

// The test's variant of the e2e servers' settings: an address and a name unlike the built-in ones.
const configured = { supportEmail: 'destek@kopru-e2e.com.tr', operatorName: 'Köprü Ödeme Hizmetleri A.Ş.' };
const config: PublicConfig = {
  inactivityTimeoutMs: 60_000,
  passwordMinLength: 10,
  adminTwoFactorRequired: true,
  sandbox: true,
  payoutsByAcquirer: false,
  checkoutOrigin: 'http://localhost:3000',
  merchantOrigin: 'http://localhost:3000',
  adminOrigin: 'http://localhost:3000',
  releaseTerms: { releaseDelayDays: 7, reserveBasisPoints: 1000, reserveDays: 120 },
  withholdingBasisPoints: 100,
  ...configured,
};
const content = {
  faq: [
    {
      id: 'faq-1',
      question: { text: 'Para ne zaman hesabıma geçer?', lang: 'tr' },
      answer: { text: 'Ödemeler iş günlerinde aktarılır.', lang: 'tr' },
    },
  ],
  testimonials: [],
  announcement: null,
};

/**
 * The API as a fast server on an idle network: every request the page makes is answered at once,
 * and the query cache tells the components in the same turn (not a timer later). A text that
 * depends on whether an answer came before a part of the page hydrated then differs from the
 * prerendered HTML on every run, instead of on a busy machine now and then.
 */
function answerAtOnce(requests: string[]) {
  notifyManager.setScheduler((callback) => callback());
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://localhost:3000');
    requests.push(url.pathname);
    const reply = (status: number, body: unknown) => ({
      ok: status < 300,
      status,
      text: async () => JSON.stringify(body),
    });
    if (url.pathname === '/api/config') return reply(200, config);
    if (url.pathname === '/api/public/content')
      return reply(200, { locale: url.searchParams.get('locale'), ...content });
    return reply(401, { error: { code: 'unauthorized' } });
  });
}

let client: QueryClient | undefined;
/** Keeps the app's query cache, to empty it between pages as a new page load would. */
function KeepClient() {
  client = useQueryClient();
  return null;
}

let root: Root | undefined;
const errors: string[] = [];
const reportError = (event: ErrorEvent) => errors.push(String(event.error ?? event.message));
afterEach(() => {
  root?.unmount();
  client?.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  notifyManager.setScheduler(defaultScheduler);
  window.removeEventListener('error', reportError);
  window.kopruHydrated = undefined;
  document.body.innerHTML = '';
  errors.length = 0;
});

beforeAll(() => {
  window.history.replaceState(null, '', '/');
});

/**
 * The page as scripts/prerender.mjs writes it. The server renderer leaves the contexts of its last
 * task set when it finishes (it expects to be alone in its process, as in the build): an empty
 * render after it puts them back, or the app would find itself inside the prerender's router.
 */
async function prerendered(path: string, language: 'en' | 'tr'): Promise<string> {
  const html = await prerenderPage(path, language);
  const { prelude } = await prerenderToNodeStream(null);
  for await (const _ of prelude);
  return html;
}

/** Paints the page as the server sends it, then starts the app on it as main.tsx does. */
async function openPrerendered(path: keyof typeof configuredTexts, language: 'en' | 'tr') {
  await i18n.changeLanguage(language);
  const html = await prerendered(path, language);
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="root" data-lang="${language}">${html}</div>`;
  const painted = document.querySelector('main') as HTMLElement;
  const paintedText = painted.textContent ?? '';
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    // Development React's note that the prerender and the app ran in one process (only in this test).
    if (String(args[0]).startsWith('Detected multiple renderers')) return;
    errors.push(args.map(String).join(' '));
  });
  // React reports a mismatch it recovered from with reportError (an error event) or console.error.
  window.addEventListener('error', reportError);
  const requests: string[] = [];
  answerAtOnce(requests);
  await preloadPrerenderedPage(path);
  root = mount(
    <ApiProvider>
      <AppRouter />
      <HydrationDone />
      <KeepClient />
    </ApiProvider>,
  );
  return { painted, paintedText, requests };
}

/**
 * What each page shows from the configuration: the built-in value it is prerendered with (the
 * register page's password minimum before the configuration comes), then the configured one.
 */
const configuredTexts = {
  '/': () => [SUPPORT_EMAIL, configured.supportEmail],
  '/terms': () => [SUPPORT_EMAIL, configured.supportEmail],
  '/privacy': () => [SUPPORT_EMAIL, configured.supportEmail],
  '/register': () => [
    i18n.t('common.passwordHint', { min: 6 }),
    i18n.t('common.passwordHint', { min: config.passwordMinLength }),
  ],
} as const;

describe('a prerendered public page, hydrated while the API answers at once', () => {
  it.each([
    ['/terms', 'tr'],
    ['/privacy', 'tr'],
    ['/', 'tr'],
    ['/register', 'tr'],
    ['/terms', 'en'],
    ['/', 'en'],
  ] as const)(
    '%s (%s) hydrates the HTML it was sent, then shows the configuration',
    async (path, language) => {
      const page = await openPrerendered(path, language);
      const [builtIn, fromApi] = configuredTexts[path]();
      expect(page.paintedText).toContain(builtIn);
      expect(page.paintedText).not.toContain(fromApi);

      await waitFor(() => expect(document.querySelector('main')?.textContent).toContain(fromApi));
      await waitFor(() => expect(window.kopruHydrated).toBe(true));

      // Hydrated, not regenerated: React throws the HTML away when its first render differs (#418).
      expect(errors).toEqual([]);
      expect(document.querySelector('main')).toBe(page.painted);
      expect(document.querySelector('main')?.textContent).not.toContain(builtIn);
      expect(page.requests).toContain('/api/config');
      if (path === '/privacy')
        expect(document.querySelector('main')?.textContent).toContain(configured.operatorName);
    },
  );
});
