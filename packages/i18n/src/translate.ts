import type { Locale } from '@kopru/domain/locale';
import type { Catalog } from './catalog.ts';
import { limitVariables } from './limits.ts';

type Tree = { readonly [key: string]: string | Tree };

/**
 * Replaces `{{name}}` placeholders, the same syntax i18next uses in the apps; the product's
 * limits (`{{maxDocuments}}`…) are always known.
 */
export function interpolate(template: string, vars: Record<string, string | number> = {}): string {
  const all: Record<string, string | number> = { ...limitVariables, ...vars };
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in all ? String(all[name]) : whole,
  );
}

/** The text at a dotted key of any catalog tree, if there is one. */
export function lookup(catalog: object, key: string): string | undefined {
  let node: string | Tree | undefined = catalog as Tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Server-side translation (e-mails): the key in the locale, falling back to English. */
export function createTranslator(catalogs: Record<Locale, Catalog>, locale: Locale) {
  return (key: string, vars?: Record<string, string | number>): string => {
    const text = lookup(catalogs[locale], key) ?? lookup(catalogs.en, key);
    if (text === undefined) throw new Error(`missing translation ${key}`);
    return interpolate(text, vars);
  };
}
