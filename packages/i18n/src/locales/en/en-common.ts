import { common } from './common.ts';

/** Texts of every app's frame (loading, navigation, language): loaded before an app renders. */
export const enCommon = {
  common,
};
