import { z } from 'zod';
import { payChallengeResponse, payRequest, payResponse, publicLinkResponse } from '../schemas/checkout.ts';
import { endpoint } from './endpoint.ts';

const codeParams = z.object({ code: z.string().max(16) });
const tags = ['checkout'];

/**
 * The public checkout (no login, rate limited). The checkout app calls these paths with its own
 * small client and does not parse answers with zod, to stay within its size budget.
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
