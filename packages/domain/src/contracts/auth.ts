import { z } from 'zod';
import { locales } from '../locale.ts';
import {
  changePasswordRequest,
  confirmEmailRequest,
  forgotPasswordRequest,
  registerRequest,
  resetPasswordRequest,
  signInRequest,
} from '../schemas/auth.ts';
import { okSchema } from '../schemas/common.ts';
import { sessionResponse } from '../schemas/session.ts';
import { twoFactorRequiredResponse } from '../schemas/two-factor.ts';
import { endpoint } from './endpoint.ts';

const tags = ['auth'];

// The request schemas use the default minimum password length; a longer configured minimum
// (PASSWORD_MIN_LENGTH) is checked by the API's auth service with the same validation answer.

export const register = endpoint({
  method: 'POST',
  path: '/api/auth/register',
  body: registerRequest,
  // The same answer whether or not the address already has an account (docs/security.md): a new
  // account gets a confirmation link, the owner of a taken address a warning; nobody is signed in.
  responses: { 202: okSchema },
  errors: [400, 429, 500],
  summary: 'Register a merchant account; the e-mailed link confirms the address',
  tags,
});

export const signIn = endpoint({
  method: 'POST',
  path: '/api/auth/sign-in',
  body: signInRequest.extend({ locale: z.enum(locales).optional() }),
  // With two-factor on (and this device not remembered) the password alone opens no session.
  responses: { 200: z.union([sessionResponse, twoFactorRequiredResponse]) },
  errors: [400, 401, 403, 429],
  summary: 'Sign in with e-mail and password',
  tags,
});

export const signOut = endpoint({
  method: 'POST',
  path: '/api/auth/sign-out',
  responses: { 200: okSchema },
  summary: 'Sign out of this session',
  tags,
});

export const getSession = endpoint({
  method: 'GET',
  path: '/api/auth/session',
  responses: { 200: sessionResponse },
  errors: [401],
  summary: 'The signed-in user and their merchant',
  tags,
});

export const forgotPassword = endpoint({
  method: 'POST',
  path: '/api/auth/forgot-password',
  body: forgotPasswordRequest,
  responses: { 200: okSchema },
  errors: [400, 429],
  summary: 'E-mail a password reset link (same answer whether or not the account exists)',
  tags,
});

export const resetPassword = endpoint({
  method: 'POST',
  path: '/api/auth/reset-password',
  body: resetPasswordRequest,
  responses: { 200: okSchema },
  errors: [400, 429],
  summary: 'Set a new password with the token from the e-mailed link',
  tags,
});

export const changePassword = endpoint({
  method: 'POST',
  path: '/api/auth/change-password',
  body: changePasswordRequest,
  responses: { 200: okSchema },
  errors: [400, 401, 429],
  summary: 'Change the password; other sessions are signed out',
  tags,
});

export const confirmEmail = endpoint({
  method: 'POST',
  path: '/api/auth/confirm-email',
  body: confirmEmailRequest,
  responses: { 200: okSchema },
  errors: [400, 429],
  summary: "Confirm an account's e-mail address with the token of its e-mailed link",
  tags,
});

export const resendEmailConfirmation = endpoint({
  method: 'POST',
  path: '/api/auth/confirm-email/resend',
  responses: { 200: okSchema },
  errors: [401, 429],
  summary: 'E-mail the signed-in user a new confirmation link (nothing when already confirmed)',
  tags,
});
