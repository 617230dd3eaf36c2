import { catalogs } from '@kopru/i18n/catalog';
import { initI18n } from '@kopru/i18n/setup';
import { languageStorageKey } from '@kopru/i18n/storage-key';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageControl } from './language-control.tsx';

const i18n = initI18n({ resources: catalogs });

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('the language switch', () => {
  it('names each button with the code it shows, then the language (WCAG 2.5.3 label in name)', () => {
    render(<LanguageControl />);
    const english = screen.getByRole('button', { name: 'EN English' });
    const turkish = screen.getByRole('button', { name: 'TR Türkçe' });
    expect(english.textContent?.startsWith('EN')).toBe(true);
    expect(turkish.getAttribute('lang')).toBe('tr');
    expect(english.getAttribute('aria-pressed')).toBe('true');
    expect(turkish.getAttribute('aria-pressed')).toBe('false');
  });

  it('switches the page to Turkish, says so to assistive technology and remembers the choice', async () => {
    render(<LanguageControl />);
    await userEvent.setup().click(screen.getByRole('button', { name: /^TR/ }));
    expect(i18n.language).toBe('tr');
    expect(document.documentElement.lang).toBe('tr');
    expect(localStorage.getItem(languageStorageKey)).toBe('tr');
    expect(screen.getByRole('button', { name: /^TR/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('group', { name: catalogs.tr.common.language })).toBeTruthy();
  });
});
