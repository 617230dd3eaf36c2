import type { Locale } from '@kopru/domain/locale';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { fillPlaceholders, lookup } from './catalog-text.ts';
import { rememberLanguage, startLanguage } from './language.ts';

/** Dotted paths to every text of a catalog tree, for type-checked keys. */
export type KeyOf<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${KeyOf<T[K]>}`;
}[keyof T & string];

export interface LightI18n<T> {
  locale: Locale;
  setLocale(locale: Locale): void;
  t(key: KeyOf<T>, vars?: Record<string, string | number>): string;
  /** For keys known only at run time (error codes): falls back to `fallbackKey` when missing. */
  tDynamic(key: string, fallbackKey: KeyOf<T>, vars?: Record<string, string | number>): string;
}

/**
 * A few-hundred-byte translator over the same catalogs as i18next, for the checkout whose
 * payers should not download a full i18n library. Same `{{name}}` placeholders, English fallback;
 * a product limit is filled only when `variables` holds it.
 */
export function createLightI18n<T extends object>(
  resources: Record<Locale, T>,
  /**
   * Values every text may name (getters read on each use), including the product's limits the
   * texts name: unlike i18next, this translator does not carry every limit.
   */
  variables: object = {},
) {
  const Context = createContext<LightI18n<T> | null>(null);

  function I18nProvider({ children }: { children: ReactNode }) {
    const [locale, setLocaleState] = useState<Locale>(startLanguage);
    useEffect(() => {
      document.documentElement.lang = locale;
    }, [locale]);
    const setLocale = useCallback((next: Locale) => {
      setLocaleState(next);
      rememberLanguage(next);
    }, []);
    const value = useMemo<LightI18n<T>>(() => {
      const translate = (key: string, vars?: Record<string, string | number>) => {
        const text = lookup(resources[locale], key) ?? lookup(resources.en, key);
        if (text === undefined) {
          console.error(`i18n: missing key "${key}"`);
          return '';
        }
        return fillPlaceholders(text, { ...(variables as Record<string, string | number>), ...vars });
      };
      return {
        locale,
        setLocale,
        t: translate,
        tDynamic: (key, fallbackKey, vars) =>
          lookup(resources[locale], key) || lookup(resources.en, key)
            ? translate(key, vars)
            : translate(fallbackKey, vars),
      };
    }, [locale, setLocale]);
    return <Context.Provider value={value}>{children}</Context.Provider>;
  }

  function useI18n(): LightI18n<T> {
    const value = useContext(Context);
    if (!value) throw new Error('useI18n outside its I18nProvider');
    return value;
  }

  return { I18nProvider, useI18n };
}
