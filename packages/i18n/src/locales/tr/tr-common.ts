import type { Catalog } from '../en/index.ts';
import { common } from './common.ts';

/** Texts of every app's frame (loading, navigation, language): loaded before an app renders. */
export const trCommon: Pick<Catalog, 'common'> = {
  common,
};
