import { type Locale, locales } from '@kopru/domain/locale';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { rememberLanguage, startLanguage, storedLanguage } from './language.ts';
import { limitVariables } from './limits.ts';
import { languageStorageKey } from './storage-key.ts';

export { languageStorageKey };

interface InitOptions<T> {
  resources: Record<Locale, T>;
  /**
   * Values every text may name besides the product's limits; getters are read each time a text
   * is translated (the page's address, for example).
   */
  variables?: object;
}

/** Limits plus the app's variables, keeping getters live (i18next spreads this on every call). */
function defaultVariables(variables: object = {}): object {
  return Object.defineProperties({ ...limitVariables }, Object.getOwnPropertyDescriptors(variables));
}

/**
 * i18next for the consoles. A first visit starts in the browser's language (Turkish for `tr`,
 * else English) until the user picks one; the pick is remembered for the apps and the server.
 */
export function initI18n<T extends object>({ resources, variables }: InitOptions<T>): i18n {
  const picked = storedLanguage();
  i18next.use(initReactI18next).init({
    lng: startLanguage(),
    fallbackLng: 'en',
    supportedLngs: [...locales],
    resources: { en: { translation: resources.en }, tr: { translation: resources.tr } },
    interpolation: { escapeValue: false, defaultVariables: defaultVariables(variables) },
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
  };
  apply(i18next.language);
  // An earlier pick kept only in localStorage reaches the server's cookie too.
  if (picked) rememberLanguage(picked);
  i18next.on('languageChanged', (language) => {
    apply(language);
    const locale = locales.find((one) => one === language);
    if (locale) rememberLanguage(locale);
  });
  return i18next;
}
