import { catalogs } from '@kopru/i18n/catalog';
import { languageStorageKey } from '@kopru/i18n/storage-key';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './app.tsx';
import { checkoutApi } from './checkout-api-stub.ts';
import { I18nProvider } from './i18n.ts';

vi.mock('@kopru/api-client/checkout', () => import('./checkout-api-stub.ts'));

const link = {
  code: 'K7M2QX',
  merchantName: 'Anadolu Halı',
  productName: 'Kilim',
  amount: 2_000,
  currency: 'EUR' as const,
  description: null,
  customAmount: null,
  maxQuantity: 1,
  collect: [],
  sandbox: false,
  cardEntry: 'form' as const,
  brand: { logo: null, color: null },
};

beforeEach(() => {
  vi.stubGlobal('location', { ...window.location, search: '', pathname: '/pay/K7M2QX' });
  checkoutApi.challenge.mockResolvedValue({ required: false });
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function open(
  language: 'en' | 'tr',
  brand: typeof link.brand | { logo: { id: string; width: number; height: number }; color: string },
) {
  checkoutApi.link.mockResolvedValue({ ...link, brand });
  localStorage.setItem(languageStorageKey, language);
  const { container } = render(
    <I18nProvider>
      <App />
    </I18nProvider>,
  );
  return container.firstElementChild as HTMLElement;
}

describe("the payment page in the merchant's brand", () => {
  it.each(['en', 'tr'] as const)(
    'shows the logo at its size, sets the colour and keeps Köprü as payments by (%s)',
    async (language) => {
      const page = open(language, { logo: { id: 'logo_1', width: 120, height: 40 }, color: '#1e3a8a' });
      const logo = await screen.findByRole('img', { name: 'Anadolu Halı' });
      expect(logo.getAttribute('src')).toBe('/api/public/brand-logos/logo_1');
      expect([logo.getAttribute('width'), logo.getAttribute('height')]).toEqual(['120', '40']);
      expect(page.classList.contains('merchant-brand')).toBe(true);
      expect(page.style.getPropertyValue('--merchant-brand')).toBe('#1e3a8a');
      expect(screen.getByText(catalogs[language].checkout.poweredBy)).toBeTruthy();
    },
  );

  it('shows Köprü’s mark and colour for a merchant without a brand', async () => {
    const page = open('en', { logo: null, color: null });
    expect(await screen.findByRole('heading', { name: 'Anadolu Halı' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Anadolu Halı' })).toBeNull();
    expect(screen.getByText(catalogs.en.common.appName)).toBeTruthy();
    expect(page.classList.contains('merchant-brand')).toBe(false);
  });
});
