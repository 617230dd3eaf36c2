import { z } from 'zod';
import { brandLogoTypes } from '../brand.ts';
import {
  payChallengeResponse,
  payRequest,
  payResponse,
  publicLinkResponse,
  receiptResponse,
} from '../schemas/checkout.ts';
import { endpoint, fileAnswer } from './endpoint.ts';

const codeParams = z.object({ code: z.string().max(16) });
const tags = ['checkout'];

/**
 * The public checkout (no login, rate limited): the link, the payment, its 3-D Secure step and
 * its receipt.
 */
export const getPublicLink = endpoint({
  method: 'GET',
  path: '/api/public/links/:code',
  params: codeParams,
  responses: { 200: publicLinkResponse },
  errors: [404, 429],
  summary: 'The payment link behind /pay/{code}; each call counts one visit',
  description: 'Inactive, expired and sold-out links answer 404 like unknown codes.',
  tags,
});

export const getPayChallenge = endpoint({
  method: 'GET',
  path: '/api/public/links/:code/challenge',
  params: codeParams,
  responses: { 200: payChallengeResponse },
  errors: [404, 429],
  summary:
    'Whether the next payment attempt needs a solved proof-of-work challenge (ALTCHA), and a fresh one',
  tags,
});

export const payPublicLink = endpoint({
  method: 'POST',
  path: '/api/public/links/:code/payments',
  params: codeParams,
  headers: z
    .object({
      'idempotency-key': z.string('validation.required').min(1, 'validation.required').max(255),
    })
    .passthrough(),
  body: payRequest,
  responses: { 200: payResponse },
  errors: [400, 404, 409, 422, 428, 429],
  summary: 'Pay a link by card; requires an Idempotency-Key header per attempt',
  description:
    'The server computes the total (the amount of one, chosen by the payer on payer-chosen links, times the quantity) and admits the payment only while the link is active, not expired and not sold out.',
  tags,
});

const paymentParams = z.object({ id: z.string().max(64) });

/** The payer's view of a payment: the checkout asks for it while the payment is processing. */
export const getPublicPayment = endpoint({
  method: 'GET',
  path: '/api/public/payments/:id',
  params: paymentParams,
  responses: { 200: payResponse },
  errors: [404, 429],
  summary: "A checkout payment's current state; the checkout asks while it is processing",
  tags,
});

/** Not called by script: the payer's browser opens it (`urlOf`) and lands on the acquirer's step. */
export const openThreeDs = endpoint({
  method: 'GET',
  path: '/api/public/payments/:id/3ds',
  params: paymentParams,
  responses: {},
  otherAnswers: {
    200: { contentType: 'text/html', description: "The acquirer's own form, which posts itself to the bank" },
    302: { redirect: true, description: "To the acquirer's 3-D Secure page" },
  },
  errors: [404, 429],
  summary: "Sends the payer's browser to the 3-D Secure step the acquirer asked for",
  tags,
});

/**
 * Where the bank sends the payer back after 3-D Secure: the same for both methods but the body.
 * The query carries our signed state (three-ds-state.ts); the acquirer may add its own fields.
 */
const threeDsCallbackDoor = {
  path: '/api/public/payments/:id/3ds-callback',
  params: paymentParams,
  query: z.object({ state: z.string().max(200) }).passthrough(),
  responses: {},
  otherAnswers: {
    303: { redirect: true, description: 'To the checkout page of the link, with `?payment=` (its result)' },
  },
  errors: [400, 429],
  summary: 'Where the bank sends the payer back after 3-D Secure; redirects to the checkout',
  tags,
} as const;

/** Some acquirers send the payer back with a GET and the result in the query. */
export const threeDsCallback = endpoint({ method: 'GET', ...threeDsCallbackDoor });

/** Most post the result as a form; its fields go to the provider unchanged. */
export const postThreeDsCallback = endpoint({
  method: 'POST',
  ...threeDsCallbackDoor,
  body: z.record(z.string(), z.string().max(20_000)),
  consumes: ['application/x-www-form-urlencoded'],
});

export const getReceipt = endpoint({
  method: 'GET',
  path: '/api/public/receipts/:token',
  params: z.object({ token: z.string().max(64) }),
  responses: { 200: receiptResponse },
  errors: [404, 429],
  summary: 'The printable receipt of a succeeded payment, by the token of its receipt link',
  tags,
});

/** The logo as pages and e-mails load it: public, of the type detected at upload. */
export const publicBrandLogo = endpoint({
  method: 'GET',
  path: '/api/public/brand-logos/:id',
  params: z.object({ id: z.string().min(1).max(64) }),
  responses: {},
  otherAnswers: {
    200: fileAnswer(
      brandLogoTypes,
      'inline',
      'The logo image, cacheable for a year (its URL changes with it)',
    ),
  },
  errors: [404],
  summary: "A merchant's logo",
  tags,
});
