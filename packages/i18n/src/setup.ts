import { defaultLocale, type Locale, locales, toLocale } from '@kopru/domain/locale';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

import { languageStorageKey } from './storage-key.ts';

export { languageStorageKey };

interface InitOptions<T> {
  resources: Record<Locale, T>;
  /** The checkout follows the payer's browser; the consoles start in English until the user picks. */
  detectFromBrowser?: boolean;
}

function storedLocale(): Locale | null {
  try {
    const value = localStorage.getItem(languageStorageKey);
    return locales.find((locale) => locale === value) ?? null;
  } catch {
    return null;
  }
}

function browserLocale(): Locale {
  const preferred = navigator.languages?.[0] ?? navigator.language;
  return toLocale(preferred);
}

export function initI18n<T extends object>({ resources, detectFromBrowser = false }: InitOptions<T>): i18n {
  const lng = storedLocale() ?? (detectFromBrowser ? browserLocale() : defaultLocale);
  i18next.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    supportedLngs: [...locales],
    resources: { en: { translation: resources.en }, tr: { translation: resources.tr } },
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: true,
    missingKeyHandler: (_lngs, _ns, key) => {
      console.error(`i18n: missing key "${key}"`);
    },
    initAsync: false,
  });
  const apply = (language: string) => {
    document.documentElement.lang = language;
    document.documentElement.dir = 'ltr';
    // The server renders the page head (lang, title, link previews) in this language next time.
    // biome-ignore lint/suspicious/noDocumentCookie: one plain value, no cookie store needed
    document.cookie = `${languageStorageKey}=${language}; path=/; max-age=31536000; samesite=lax`;
  };
  apply(i18next.language);
  i18next.on('languageChanged', (language) => {
    apply(language);
    try {
      localStorage.setItem(languageStorageKey, language);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  });
  return i18next;
}
