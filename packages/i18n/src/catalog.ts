import type { Locale } from '@kopru/domain/locale';
import { en } from './locales/en/index.ts';
import { tr } from './locales/tr/index.ts';

/** The shape every language must fill: English is the reference, Turkish is typed against it. */
export type Catalog = typeof en;

export const catalogs: Record<Locale, Catalog> = { en, tr };
