import type { Locale } from '@kopru/domain/locale';

/**
 * A language's catalog is four files in the browser, each fetched when a page needs it: the
 * frame's texts, the public pages' texts, the sign-in and sign-up forms' texts (with the
 * validation and error messages), and every other text.
 */
const catalogFiles = {
  common: (locale: Locale): Promise<object> =>
    locale === 'tr'
      ? import('./locales/tr/tr-common.ts').then((module) => module.trCommon)
      : import('./locales/en/en-common.ts').then((module) => module.enCommon),
  landing: (locale: Locale): Promise<object> =>
    locale === 'tr'
      ? import('./locales/tr/tr-landing.ts').then((module) => module.trLanding)
      : import('./locales/en/en-landing.ts').then((module) => module.enLanding),
  auth: (locale: Locale): Promise<object> =>
    locale === 'tr'
      ? import('./locales/tr/tr-auth.ts').then((module) => module.trAuth)
      : import('./locales/en/en-auth.ts').then((module) => module.enAuth),
  rest: (locale: Locale): Promise<object> =>
    locale === 'tr'
      ? import('./locales/tr/tr-rest.ts').then((module) => module.trRest)
      : import('./locales/en/en-rest.ts').then((module) => module.enRest),
};

export type CatalogFile = keyof typeof catalogFiles;

export const allCatalogFiles = Object.keys(catalogFiles) as CatalogFile[];

/** One catalog file of a language (scripts/initial-js-size.mjs counts those an app loads first). */
export function loadCatalogFile(file: CatalogFile, locale: Locale): Promise<object> {
  return catalogFiles[file](locale);
}
