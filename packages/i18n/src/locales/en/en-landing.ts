import { landing } from './landing.ts';

/** The public pages' texts (landing page, site header and footer): loaded before the merchant app renders. */
export const enLanding = {
  landing,
};
