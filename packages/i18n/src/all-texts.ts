import type { CatalogFile } from './catalog-on-demand.ts';

let load: (files: readonly CatalogFile[] | 'all') => Promise<void> = () => Promise.resolve();

/**
 * Resolves once the named catalog files (or all of them) of the shown language are loaded. The
 * consoles start with the files their first screen needs (setup.ts, initI18nOnDemand); a lazily
 * loaded page waits for its own before it renders (lazyPage). Where every catalog is at hand
 * (tests, the prerender) it resolves at once.
 */
export function texts(files: readonly CatalogFile[] | 'all'): Promise<void> {
  return load(files);
}

/** Called by the i18n setup that loads catalogs by file. */
export function provideTexts(loader: typeof load): void {
  load = loader;
}
