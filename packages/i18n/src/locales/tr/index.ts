import type { Catalog } from '../en/index.ts';
import { trAuth } from './tr-auth.ts';
import { trCommon } from './tr-common.ts';
import { trLanding } from './tr-landing.ts';
import { trRest } from './tr-rest.ts';

/** Every Turkish text, typed against the English reference. */
export const tr: Catalog = { ...trCommon, ...trLanding, ...trAuth, ...trRest };
