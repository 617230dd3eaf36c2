import { defaultLocale, type Locale, locales, preferredLocale, toLocale } from '@kopru/domain/locale';
import { languageStorageKey } from '@kopru/i18n/storage-key';

type Headers = Record<string, string | string[] | undefined>;

function cookieLocale(header: string | undefined): Locale | null {
  for (const part of (header ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === languageStorageKey) return locales.find((locale) => locale === value) ?? null;
  }
  return null;
}

/** The browser's languages by preference ("tr-TR,tr;q=0.9,en;q=0.8" -> tr-TR, tr, en). */
function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q.slice(2)) || 0, order };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map((entry) => entry.tag);
}

/**
 * The visitor's language: the one picked in the apps (kopru.lang cookie), else the browser's
 * (Accept-Language, by the same rule the apps apply to navigator.languages), else English.
 */
export function requestLocale(headers: Headers, explicit?: string | null): Locale {
  if (explicit) return toLocale(explicit);
  const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(',') : value);
  return (
    cookieLocale(one(headers.cookie)) ??
    preferredLocale(acceptedLanguages(one(headers['accept-language']))) ??
    defaultLocale
  );
}
