import type { Catalog } from '../en/index.ts';
import { auth } from './auth.ts';
import { errors } from './errors.ts';
import { validation } from './validation.ts';

/** The sign-in and sign-up pages' texts with the form and error messages (en-auth.ts). */
export const trAuth: Pick<Catalog, 'validation' | 'errors' | 'auth'> = {
  validation,
  errors,
  auth,
};
