import type { Locale } from '@kopru/domain/locale';
import type { Catalog } from './locales/en/index.ts';

/** One language's catalog as its own file, fetched when that language is shown. */
export function loadCatalog(locale: Locale): Promise<Catalog> {
  return locale === 'tr'
    ? import('./locales/tr/index.ts').then((module) => module.tr)
    : import('./locales/en/index.ts').then((module) => module.en);
}
