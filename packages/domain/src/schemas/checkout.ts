import { z } from 'zod';
import { linkCurrencies } from '../money.ts';

export const publicLinkResponse = z.object({
  code: z.string(),
  merchantName: z.string(),
  productName: z.string(),
  amount: z.number().int(),
  currency: z.enum(linkCurrencies),
  description: z.string().nullable(),
  sandbox: z.boolean(),
});
export type PublicLink = z.infer<typeof publicLinkResponse>;

/** What the payer types. Format problems are reported per field by cardProblems() (card.ts). */
export const payRequest = z.object({
  cardNumber: z.string().max(30),
  expiry: z.string().max(7),
  cvc: z.string().max(4),
  cardholderName: z.string().max(100),
});
export type PayRequest = z.infer<typeof payRequest>;

export const declineCodes = [
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'invalid_card',
  'fraud_suspected',
  /** The payer failed the 3-D Secure challenge. */
  'authentication_failed',
  /** The payer left the 3-D Secure challenge unfinished (set by the reconciler). */
  'authentication_abandoned',
  /** The acquirer could not process the payment; nothing was charged. */
  'processing_error',
] as const;
export type DeclineCode = (typeof declineCodes)[number];

export const payResponse = z.object({
  status: z.enum(['succeeded', 'failed']),
  transactionId: z.string(),
  amount: z.number().int(),
  currency: z.enum(linkCurrencies),
  productName: z.string(),
  declineCode: z.enum(declineCodes).nullable(),
});
export type PayResponse = z.infer<typeof payResponse>;
