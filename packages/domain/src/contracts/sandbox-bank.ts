import { z } from 'zod';
import { endpoint } from './endpoint.ts';

const page = (description: string) => ({ contentType: 'text/html', description });

/**
 * The sandbox acquirer's 3-D Secure page (registered only with the sandbox provider): the bank
 * the payer meets in test mode. Not part of the OpenAPI document.
 */
export const sandboxBankPage = endpoint({
  method: 'GET',
  path: '/api/public/sandbox-bank/:reference',
  params: z.object({ reference: z.string().max(64) }),
  query: z.object({ lang: z.string().max(8).optional() }),
  responses: {},
  otherAnswers: {
    200: page("The page with its Complete and Fail buttons, in the payer's language"),
    404: page('The charge is unknown or no longer waits for the payer'),
  },
  summary: "The sandbox bank's 3-D Secure page",
  hidden: true,
});
