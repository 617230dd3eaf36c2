import type { Locale } from '@kopru/domain/locale';
import { type CatalogFile, loadCatalogFile } from '@kopru/i18n/catalog-on-demand';
import { createI18nFor } from '@kopru/i18n/setup';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from './login-page.tsx';
import { RegisterPage } from './register-page.tsx';

vi.mock('@kopru/api-client/auth', () => ({
  usePublicConfig: () => ({ data: { passwordMinLength: 8 } }),
  useSignIn: () => ({ mutate: vi.fn(), isPending: false }),
  useRegister: () => ({ mutate: vi.fn(), isPending: false }),
  useForgotPassword: () => ({ mutate: vi.fn(), isPending: false }),
}));
vi.mock('@kopru/api-client/two-factor', () => ({
  useTwoFactorSignIn: () => ({ mutate: vi.fn(), isPending: false }),
}));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/**
 * Opens a sign-in page with only the catalog files src/routes.tsx says it needs (the app loads
 * no others for it), asks it to send its empty form and returns the texts it could not find.
 */
async function missingTexts(address: string, locale: Locale, files: readonly CatalogFile[]) {
  const catalog = Object.assign(
    {},
    ...(await Promise.all(files.map((file) => loadCatalogFile(file, locale)))),
  );
  const i18n = createI18nFor(locale, catalog);
  const missing: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (text.startsWith('i18n: missing key')) missing.push(text);
  });
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[address]}>
        {address.startsWith('/register') ? <RegisterPage /> : <LoginPage />}
      </MemoryRouter>
    </I18nextProvider>,
  );
  const user = userEvent.setup({ delay: null });
  const submit = document.querySelector('form button[type="submit"]');
  if (!(submit instanceof HTMLElement)) throw new Error(`${address}: no form to send`);
  await user.click(submit);
  await waitFor(() => expect(screen.getAllByRole('alert').length).toBeGreaterThan(0));
  return missing;
}

const signInTexts = ['common', 'landing', 'auth'] as const;

describe('the sign-in pages with the texts they load', () => {
  it.each([
    ['/login', 'en'],
    ['/login', 'tr'],
    ['/login?view=forgot', 'en'],
    ['/login?view=forgot', 'tr'],
    ['/register', 'en'],
    ['/register', 'tr'],
  ] as const)('%s (%s) finds every text it shows, its form errors included', async (address, locale) => {
    expect(await missingTexts(address, locale, signInTexts)).toEqual([]);
  });

  it('would show a missing text without the sign-in file', async () => {
    expect(await missingTexts('/login', 'en', ['common', 'landing'])).not.toEqual([]);
  });
});
