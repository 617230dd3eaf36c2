import { z } from 'zod';
import { linkCurrencies } from '../money.ts';
import { emailSchema } from './auth.ts';
import { publicBrandSchema } from './brand.ts';
import { collectFields, payerInput } from './payer-details.ts';

export const publicLinkResponse = z.object({
  code: z.string(),
  merchantName: z.string(),
  productName: z.string(),
  /** The price of one; with `customAmount`, the amount the page suggests. */
  amount: z.number().int(),
  currency: z.enum(linkCurrencies),
  description: z.string().nullable(),
  /** Set: the payer types the amount, within this range. */
  customAmount: z.object({ minimum: z.number().int(), maximum: z.number().int() }).nullable(),
  /** Above 1: the payer chooses a quantity up to it. */
  maxQuantity: z.number().int(),
  /** What the page asks for besides the card. */
  collect: z.array(z.enum(collectFields)),
  sandbox: z.boolean(),
  /**
   * Where the payer types the card: on this checkout's form, or on the acquirer's own page
   * (iyzico's Checkout Form), to which the payment's 3-D Secure step sends the payer.
   */
  cardEntry: z.enum(['form', 'acquirer_page']),
  /** The merchant's logo and colour (docs/brand.md); Köprü's when it has none. */
  brand: publicBrandSchema,
});
export type PublicLink = z.infer<typeof publicLinkResponse>;

/**
 * What the payer types. Format problems are reported per field by cardProblems() (card.ts). The
 * card number, expiry and CVC are sent only when the card is typed on our form (`cardEntry`
 * 'form'); with 'acquirer_page' they are refused and `cardholderName` is the payer's name.
 */
export const payRequest = z.object({
  cardNumber: z.string().max(30).optional(),
  expiry: z.string().max(7).optional(),
  cvc: z.string().max(4).optional(),
  cardholderName: z.string().max(100),
  /** The payer's e-mail, for the acquirer and the receipt. */
  email: emailSchema,
  /** The language of the receipt e-mail. */
  locale: z.enum(['en', 'tr']).optional(),
  /**
   * After repeated declines: the solved proof-of-work challenge (the ALTCHA widget's payload,
   * base64 JSON) from GET /api/public/links/{code}/challenge. Each solution pays one attempt.
   */
  altcha: z.string().max(4000).optional(),
  /** Links with a payer-chosen amount: the amount of one, in minor units, within the link's range. */
  amount: z.number().int().optional(),
  /** Links with an adjustable quantity: 1 up to the link's maximum; 1 when omitted. */
  quantity: z.number().int().optional(),
  /** The fields the link collects. */
  payer: payerInput.optional(),
});
export type PayRequest = z.infer<typeof payRequest>;
/** What the checkout sends (before the schema trims the payer's fields). */
export type PayRequestInput = z.input<typeof payRequest>;

/**
 * The ALTCHA challenge (altcha-lib v2 format) the checkout's widget solves. Its parameters are
 * signed as a whole, so keys this schema does not name are kept, never stripped.
 */
export const altchaChallenge = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().int(),
    keyLength: z.number().int(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().int().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string(),
});
export type AltchaChallenge = z.infer<typeof altchaChallenge>;

/**
 * Whether the next attempt on this link, from this address, needs a solved challenge, and a
 * fresh challenge either way (the widget fetches this URL itself, also to start over).
 */
export const payChallengeResponse = altchaChallenge.extend({ required: z.boolean() });
export type PayChallengeResponse = z.infer<typeof payChallengeResponse>;

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
  /** A card issued in Türkiye cannot pay in a foreign currency (iyzico error 5184). */
  'currency_not_supported',
] as const;
export type DeclineCode = (typeof declineCodes)[number];

/** What the payer's browser must do for 3-D Secure: go to a page, or post a form the acquirer gave. */
export const paymentAction = z.discriminatedUnion('type', [
  z.object({ type: z.literal('redirect'), url: z.string() }),
  z.object({ type: z.literal('html'), html: z.string() }),
]);
export type PaymentAction = z.infer<typeof paymentAction>;

export const payResponse = z.object({
  /** `processing`: the outcome is not known yet, ask again (GET /api/public/payments/{id}). */
  status: z.enum(['processing', 'requires_action', 'succeeded', 'failed']),
  paymentId: z.string(),
  transactionId: z.string(),
  /** The total: the amount of one times `quantity`. */
  amount: z.number().int(),
  quantity: z.number().int(),
  currency: z.enum(linkCurrencies),
  productName: z.string(),
  declineCode: z.enum(declineCodes).nullable(),
  /** Present while `requires_action`. */
  action: paymentAction.nullable(),
  /** Succeeded payments: the token of the printable receipt page /pay/receipt/{token}. */
  receiptToken: z.string().nullable(),
  /** Succeeded payments: the merchant's message for the success view. */
  successMessage: z.string().nullable(),
  /** Succeeded payments on a link that redirects: where to send the payer (with `payment_id`). */
  redirectUrl: z.string().nullable(),
  /**
   * Whether `redirectUrl` is on a domain the merchant has verified (merchant-domains.ts): then the
   * checkout sends the payer on at once; otherwise through a notice naming the host.
   */
  redirectVerified: z.boolean(),
});
export type PayResponse = z.infer<typeof payResponse>;

/** The printable receipt of a succeeded payment, at /pay/receipt/{token}. */
export const receiptResponse = z.object({
  merchantName: z.string(),
  productName: z.string(),
  amount: z.number().int(),
  currency: z.enum(linkCurrencies),
  paidAt: z.iso.datetime({ offset: true }),
  cardBrand: z.string(),
  cardLast4: z.string(),
  transactionId: z.string(),
  brand: publicBrandSchema,
});
export type Receipt = z.infer<typeof receiptResponse>;
