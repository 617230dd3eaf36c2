import { defaultLocale, type Locale, locales, preferredLocale } from '@kopru/domain/locale';
import { languageStorageKey } from './storage-key.ts';

/**
 * The language the user picked earlier on this browser, if any: in localStorage, else in the
 * kopru.lang cookie the server reads too (so a page the server rendered in it starts in it).
 */
export function storedLanguage(): Locale | null {
  let value: string | null | undefined;
  try {
    value = localStorage.getItem(languageStorageKey);
  } catch {
    value = null;
  }
  if (!value && typeof document !== 'undefined') {
    value = document.cookie
      .split('; ')
      .find((pair) => pair.startsWith(`${languageStorageKey}=`))
      ?.slice(languageStorageKey.length + 1);
  }
  return locales.find((locale) => locale === value) ?? null;
}

/** The browser's language when it is one of ours (Turkish for `tr`), else the spec's English. */
export function browserLanguage(languages: readonly string[] = navigatorLanguages()): Locale {
  return preferredLocale(languages) ?? defaultLocale;
}

function navigatorLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/**
 * The language a page starts in: the user's pick, else the browser's. Nothing is stored until the
 * user picks, so a first visit keeps following the browser.
 */
export function startLanguage(): Locale {
  return storedLanguage() ?? browserLanguage();
}

/**
 * Keeps the user's pick: in localStorage for the apps, and in the kopru.lang cookie so the server
 * renders the next page head (lang, title, link preview) in it too.
 */
export function rememberLanguage(locale: Locale): void {
  try {
    localStorage.setItem(languageStorageKey, locale);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: one plain value, no cookie store needed
  document.cookie = `${languageStorageKey}=${locale}; path=/; max-age=31536000; samesite=lax`;
}
