import { type Locale, locales } from '@kopru/domain/locale';
import i18next, { type BackendModule, type InitOptions as I18nextOptions, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { provideTexts } from './all-texts.ts';
import { allCatalogFiles, type CatalogFile, loadCatalogFile } from './catalog-on-demand.ts';
import { rememberLanguage, startLanguage, storedLanguage } from './language.ts';
import { limitVariables } from './limits.ts';
import { languageStorageKey } from './storage-key.ts';

export { languageStorageKey };

interface InitOptions<T> {
  resources: Record<Locale, T>;
  /**
   * Values every text may name besides the product's limits; getters are read each time a text
   * is translated (the page's address, for example).
   */
  variables?: object;
}

/** Limits plus the app's variables, keeping getters live (i18next spreads this on every call). */
function defaultVariables(variables: object = {}): object {
  return Object.defineProperties({ ...limitVariables }, Object.getOwnPropertyDescriptors(variables));
}

/** What both ways of starting share: languages, placeholders, missing-key report. */
function baseOptions(variables: object | undefined): I18nextOptions {
  return {
    lng: startLanguage(),
    supportedLngs: [...locales],
    interpolation: { escapeValue: false, defaultVariables: defaultVariables(variables) },
    returnNull: false,
    saveMissing: true,
    missingKeyHandler: (_lngs, _ns, key) => {
      console.error(`i18n: missing key "${key}"`);
    },
  };
}

/** Keeps <html lang> and the remembered pick in step with the language shown. */
function followLanguage(instance: i18n): void {
  const picked = storedLanguage();
  const apply = (language: string) => {
    document.documentElement.lang = language;
    document.documentElement.dir = 'ltr';
  };
  apply(instance.language);
  // An earlier pick kept only in localStorage reaches the server's cookie too.
  if (picked) rememberLanguage(picked);
  instance.on('languageChanged', (language) => {
    apply(language);
    const locale = locales.find((one) => one === language);
    if (locale) rememberLanguage(locale);
  });
}

/**
 * i18next with every catalog at hand (tests, the server's prerender). A first visit starts in the
 * browser's language (Turkish for `tr`, else English) until the user picks one; the pick is
 * remembered for the apps and the server.
 */
export function initI18n<T extends object>({ resources, variables }: InitOptions<T>): i18n {
  i18next.use(initReactI18next).init({
    ...baseOptions(variables),
    fallbackLng: 'en',
    resources: { en: { translation: resources.en }, tr: { translation: resources.tr } },
    initAsync: false,
  });
  followLanguage(i18next);
  return i18next;
}

/**
 * i18next for the consoles in the browser: only the shown language's catalog is downloaded (the
 * other half of the texts is as large as the landing page's own code), and of it only the files
 * the first screen needs (`first`) before the app renders; a lazily loaded page waits for the
 * files it needs (`texts`, awaited by lazyPage). Switching language fetches every file loaded so
 * far before the page re-renders. Every catalog has every key (the English type), so there is no
 * fallback language.
 */
export async function initI18nOnDemand({
  first,
  variables,
}: {
  first: readonly CatalogFile[];
  variables?: object;
}): Promise<i18n> {
  /** The files the pages shown so far needed: each language is read with all of them. */
  const wanted = new Set<CatalogFile>(first);
  /**
   * The files each language holds (or is being given): each is merged once, as merging a large
   * file again on every page's load was a long task of its own on a slow phone.
   */
  const held = new Map<Locale, Map<CatalogFile, Promise<void>>>();
  const heldBy = (locale: Locale) => {
    const files = held.get(locale) ?? new Map<CatalogFile, Promise<void>>();
    held.set(locale, files);
    return files;
  };
  const read = async (locale: Locale, files: readonly CatalogFile[]): Promise<object> =>
    Object.assign({}, ...(await Promise.all(files.map((file) => loadCatalogFile(file, locale)))));
  const backend: BackendModule = {
    type: 'backend',
    init: () => {},
    read: (language, _namespace, done) => {
      const locale = locales.find((one) => one === language);
      if (!locale) return done(null, {});
      const files = [...wanted];
      read(locale, files).then(
        (catalog) => {
          for (const file of files) heldBy(locale).set(file, Promise.resolve());
          done(null, catalog as Record<string, unknown>);
        },
        (error: Error) => done(error, null),
      );
    },
  };
  await i18next
    .use(backend)
    .use(initReactI18next)
    .init({ ...baseOptions(variables), fallbackLng: false, load: 'currentOnly' });
  const add = async (locale: Locale, files: readonly CatalogFile[]) => {
    for (const file of files) wanted.add(file);
    const holding = heldBy(locale);
    const missing = files.filter((file) => !holding.has(file));
    if (missing.length > 0) {
      const adding = read(locale, missing).then((catalog) => {
        i18next.addResourceBundle(locale, 'translation', catalog, true, true);
      });
      for (const file of missing) holding.set(file, adding);
      // A file that failed to arrive is asked for again by the next page that needs it.
      adding.catch(() => {
        for (const file of missing) if (holding.get(file) === adding) holding.delete(file);
      });
    }
    await Promise.all(files.map((file) => holding.get(file)));
  };
  provideTexts((needed) => {
    const files = needed === 'all' ? allCatalogFiles : needed;
    const locale = locales.find((one) => one === i18next.language) ?? 'en';
    return add(locale, files);
  });
  // A file asked for while another language was being read: add it to that language too.
  i18next.on('languageChanged', (language) => {
    const locale = locales.find((one) => one === language);
    if (locale) add(locale, [...wanted]).catch(() => {});
  });
  followLanguage(i18next);
  return i18next;
}

/**
 * An i18next of its own, in one language, for rendering pages to HTML at build time (no browser:
 * nothing is remembered and <html lang> is written by the caller).
 */
export function createI18nFor<T extends object>(locale: Locale, catalog: T, variables?: object): i18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    ...baseOptions(variables),
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: catalog } },
    initAsync: false,
  });
  return instance;
}
