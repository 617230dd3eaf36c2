import { auth } from './auth.ts';
import { errors } from './errors.ts';
import { validation } from './validation.ts';

/**
 * The sign-in and sign-up pages' texts with the form and error messages every form shows: loaded
 * with those pages, so they need not wait for every other text (`enRest`).
 */
export const enAuth = {
  validation,
  errors,
  auth,
};
