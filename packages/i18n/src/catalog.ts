import type { Locale } from '@kopru/domain/locale';
import { type Catalog, en } from './locales/en/index.ts';
import { tr } from './locales/tr/index.ts';

export type { Catalog };

export const catalogs: Record<Locale, Catalog> = { en, tr };
