export const locales = ['en', 'tr'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export function toLocale(value: string | null | undefined): Locale {
  const short = value?.slice(0, 2).toLowerCase();
  return locales.find((locale) => locale === short) ?? defaultLocale;
}

/**
 * The first of our languages among the browser's, in its order of preference ("tr-TR", "tr",
 * "en-US" -> tr; "de-DE", "en" -> en), or null when it asks for none of them. The apps and the
 * server's page head use this one rule, so the first page and the app agree.
 */
export function preferredLocale(tags: readonly string[]): Locale | null {
  for (const tag of tags) {
    const primary = tag.trim().split('-')[0]?.toLowerCase();
    const found = locales.find((locale) => locale === primary);
    if (found) return found;
  }
  return null;
}
