import { catalogs } from '@kopru/i18n/catalog';
import { languageStorageKey } from '@kopru/i18n/storage-key';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from './i18n.ts';
import { RedirectNotice } from './redirect-notice.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function show(language: 'en' | 'tr', url: string) {
  localStorage.setItem(languageStorageKey, language);
  render(
    <I18nProvider>
      <RedirectNotice url={url} merchantName="Anadolu Halı" />
    </I18nProvider>,
  );
  return catalogs[language].checkout.leaving;
}

describe('the notice before a payer leaves for a link’s redirect', () => {
  it('names the host, says it is not verified as the merchant’s, and links to the full address (en)', () => {
    const text = show('en', 'https://pay.anadolu-hali.example.net/thanks?payment_id=pay_1');
    expect(screen.getByRole('heading', { name: text.title })).toBeTruthy();
    expect(screen.getByText('pay.anadolu-hali.example.net')).toBeTruthy();
    expect(screen.getByText('Anadolu Halı sends you on to this website:')).toBeTruthy();
    expect(screen.getByText('We have not confirmed that this website belongs to Anadolu Halı.')).toBeTruthy();
    expect(screen.getByText(text.caution)).toBeTruthy();
    const go = screen.getByRole('link', { name: 'Continue to pay.anadolu-hali.example.net' });
    expect(go.getAttribute('href')).toBe('https://pay.anadolu-hali.example.net/thanks?payment_id=pay_1');
  });

  it('shows a look-alike host as the browser will reach it (tr)', () => {
    // A Cyrillic "а" in the host: the notice shows the punycode the browser will really visit.
    show('tr', 'https://аnadolu-hali.example/thanks');
    expect(screen.getByText('xn--nadolu-hali-xij.example')).toBeTruthy();
    expect(screen.getByText('Anadolu Halı sizi şu web sitesine gönderiyor:')).toBeTruthy();
    expect(
      screen.getByText('Bu web sitesinin Anadolu Halı işletmesine ait olduğunu doğrulamadık.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'xn--nadolu-hali-xij.example adresine devam et' })).toBeTruthy();
  });
});
