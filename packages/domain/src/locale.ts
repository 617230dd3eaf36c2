export const locales = ['en', 'tr'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export function toLocale(value: string | null | undefined): Locale {
  const short = value?.slice(0, 2).toLowerCase();
  return locales.find((locale) => locale === short) ?? defaultLocale;
}
