import { type Locale, locales, toLocale } from '@kopru/domain/locale';
import { languageStorageKey } from '@kopru/i18n/storage-key';

type Headers = Record<string, string | string[] | undefined>;

function cookieLocale(header: string | undefined): Locale | null {
  for (const part of (header ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === languageStorageKey) return locales.find((locale) => locale === value) ?? null;
  }
  return null;
}

/** The first of our languages the browser asks for ("tr-TR,tr;q=0.9,en;q=0.8" -> tr). */
function acceptedLocale(header: string | undefined): Locale | null {
  const wanted = (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', q = 'q=1'] = part.trim().split(';');
      return { tag: tag.trim().slice(0, 2).toLowerCase(), q: Number(q.split('=')[1] ?? 1) || 0 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of wanted) {
    const found = locales.find((locale) => locale === tag);
    if (found) return found;
  }
  return null;
}

/**
 * The visitor's language: the one chosen in the apps (kopru.lang cookie), else Accept-Language
 * (unless `browser` is false: the consoles start in English until the user picks, as the spec says).
 */
export function requestLocale(headers: Headers, explicit?: string | null, browser = true): Locale {
  if (explicit) return toLocale(explicit);
  const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(',') : value);
  const chosen = cookieLocale(one(headers.cookie));
  return chosen ?? (browser ? acceptedLocale(one(headers['accept-language'])) : null) ?? 'en';
}
