import type { Locale } from '@kopru/domain/locale';
import type { Catalog } from './catalog.ts';
import { fillPlaceholders, lookup } from './catalog-text.ts';
import { limitVariables } from './limits.ts';

/**
 * Replaces `{{name}}` placeholders, the same syntax i18next uses in the apps; the product's
 * limits (`{{maxDocuments}}`…) are always known.
 */
export function interpolate(template: string, vars: Record<string, string | number> = {}): string {
  return fillPlaceholders(template, { ...limitVariables, ...vars });
}

/** Server-side translation (e-mails): the key in the locale, falling back to English. */
export function createTranslator(catalogs: Record<Locale, Catalog>, locale: Locale) {
  return (key: string, vars?: Record<string, string | number>): string => {
    const text = lookup(catalogs[locale], key) ?? lookup(catalogs.en, key);
    if (text === undefined) throw new Error(`missing translation ${key}`);
    return interpolate(text, vars);
  };
}
