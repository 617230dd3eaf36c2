import type { Readable } from 'node:stream';
import type { CardBrand } from '@kopru/domain/card';
import type { RateCurrency, RateSourceName } from '@kopru/domain/fx';
import type { AltchaChallenge, DeclineCode } from '@kopru/domain/schemas/checkout';
import type { Address, CollectField } from '@kopru/domain/schemas/payer-details';
import type { MemberRole } from '@kopru/domain/team';
import type { Auth as BetterAuth } from 'better-auth';
import type { twoFactor } from 'better-auth/plugins/two-factor';
import type { Database } from './db/client.ts';
import type { MerchantRow } from './db/schema/merchants.ts';
import type { UserRow } from './db/schema/users.ts';

/*
 * The bottom of the API: what the app plugs in (acquirer, file storage, authentication, abuse
 * counters, the session of a request). Modules and the app context depend on these shapes, never on the module that builds one.
 */

/** Better Auth: passwords, sessions, reset tokens and two-factor (built by modules/auth/better-auth.ts). */
export type Auth = Pick<BetterAuth<{ plugins: [ReturnType<typeof twoFactor>] }>, 'api'>;

/** What the payer's browser must do for 3-D Secure. */
export type ProviderAction =
  | { type: 'redirect'; url: string }
  /** A form the browser must post (iyzico's threeDSHtmlContent). */
  | { type: 'html'; html: string };

/** The card as the acquirer reports it, when the payer typed it on the acquirer's page. */
export interface ProviderCard {
  brand: CardBrand;
  last4: string;
}

export type ProviderOutcome =
  | { status: 'succeeded'; providerPaymentId: string; card?: ProviderCard; items?: ChargedItem[] }
  | { status: 'failed'; declineCode: DeclineCode; providerPaymentId?: string; card?: ProviderCard }
  | {
      status: 'requires_action';
      action: ProviderAction;
      providerPaymentId?: string;
      /** The acquirer's token of its card page (iyzico Checkout Form), kept to look the payment up. */
      providerToken?: string;
    };

export interface ChargeInput {
  /** Our payment id: the provider's idempotency reference (iyzico conversationId/basketId). */
  reference: string;
  amountMinor: number;
  currency: 'USD' | 'EUR' | 'GBP';
  /**
   * Never stored or logged by the caller. Absent when the acquirer takes the card on its own page
   * (`cardEntry` 'acquirer_page'): the payer types it there and it never reaches our servers.
   */
  card?: { number: string; expMonth: number; expYear: number; cvc: string; holderName: string };
  /** The addresses as the payer gave them on the checkout (see requiredPayerFields). */
  payer: {
    email: string;
    name: string;
    ip: string;
    billingAddress?: Address | null;
    shippingAddress?: Address | null;
  };
  /** The payer's language: the acquirer's pages and answers in it (iyzico `locale`). */
  locale: 'en' | 'tr';
  /** The link sells goods that are shipped (iyzico: PHYSICAL items, with the shipping address). */
  physicalGoods: boolean;
  /** The product name. */
  description: string;
  /** Where the bank sends the browser back after 3-D Secure. */
  callbackUrl: string;
  /**
   * Marketplace mode (decision 011): the merchant's sub-merchant and its share of the amount (the
   * amount less the platform's fee), which the acquirer pays out to it; the rest is the platform's.
   */
  split?: MarketplaceSplit;
}

export interface MarketplaceSplit {
  subMerchantKey: string;
  /** What the acquirer pays the sub-merchant of the payment's item: the net less the reserve and the withholding. */
  subMerchantPriceMinor: number;
  /**
   * The rolling reserve (decision 013), sent as its own item of the same sub-merchant, all of it
   * the sub-merchant's, approved when the reserve's window ends (reserveItemIdOf); 0: no such item.
   */
  reserveMinor: number;
  /**
   * The e-commerce withholding (decision 015) of each item, sent as its `withholdingTax`: the
   * payment's item's part and the reserve item's, adding up to the payment's. The reserve item's
   * price is the reserve plus its part; subMerchantPriceMinor is net of the share item's part.
   */
  withholdingMinor: number;
  reserveWithholdingMinor: number;
}

/** Our id of a payment's reserve item in the acquirer's basket; the payment's own item has the payment id. */
export function reserveItemIdOf(paymentId: string): string {
  return `${paymentId}_reserve`;
}

/** The payment of a reserve item's id, or undefined when `itemId` is not one. */
export function paymentIdOfReserveItem(itemId: string): string | undefined {
  return itemId.endsWith('_reserve') ? itemId.slice(0, -'_reserve'.length) : undefined;
}

/** A basket item of a charged payment as the acquirer identifies it (iyzico itemTransactions). */
export interface ChargedItem {
  /** Our item id: the payment id, or its reserve item's (reserveItemIdOf). */
  itemId: string;
  /** The acquirer's id of the item, which its release (iyzico approval) names. */
  paymentTransactionId: string;
  /** What the acquirer says of the item's money, when its answer carries it. */
  figures?: AcquirerItemFigures;
}

/**
 * iyzico's figures of one item (iyzipay-java PaymentItem, ConvertedPayout): amounts in minor units
 * as exact decimal text (iyzico gives fractions of a cent), rates as iyzico writes them, null when
 * the answer leaves a field out.
 */
export interface AcquirerItemFigures {
  commissionRateAmount: string | null;
  commissionFee: string | null;
  merchantPayoutAmount: string | null;
  subMerchantPayoutAmount: string | null;
  blockageRate: string | null;
  blockageRateAmountMerchant: string | null;
  blockageRateAmountSubMerchant: string | null;
  /** yyyy-mm-dd in Türkiye's time, or null when absent or unreadable (the text is kept). */
  blockageResolvedDate: string | null;
  blockageResolvedText: string | null;
  converted: ConvertedPayoutFigures | null;
}

/** convertedPayout: the amounts in the currency iyzico pays out, at its rate. */
export interface ConvertedPayoutFigures {
  currency: string;
  rate: string | null;
  rateAmount: string | null;
  paidPrice: string | null;
  commissionRateAmount: string | null;
  commissionFee: string | null;
  merchantPayoutAmount: string | null;
  subMerchantPayoutAmount: string | null;
  blockageRateAmountMerchant: string | null;
  blockageRateAmountSubMerchant: string | null;
}

/** How the reconciler names a payment to the acquirer: every id we have of it. */
export interface PaymentLookup {
  /** Our payment id. */
  reference: string;
  /** The acquirer's id of the payment, once it gave one (iyzico paymentId). */
  providerPaymentId: string | null;
  /** The token of the acquirer's card page, when the payer was sent there (iyzico Checkout Form). */
  providerToken?: string | null;
}

/** What `complete` needs to check the acquirer's answer against (iyzico's v2 auth compares them). */
export interface PaymentToComplete extends PaymentLookup {
  amountMinor: number;
  currency: 'USD' | 'EUR' | 'GBP';
}

export type RefundInput = {
  /** Our payment id. */
  reference: string;
  providerPaymentId: string;
  amountMinor: number;
  currency: string;
  /** Our refund id: the acquirer's reference of the refund (iyzico conversationId). */
  refundReference: string;
  /**
   * `cancel`: the whole payment on the day it was charged (iyzico /payment/cancel, before the
   * bank's end of day); `refund`: all or part, later (iyzico refund v2).
   */
  method: 'refund' | 'cancel';
};

/**
 * A refund or cancel sent to the acquirer: with an IP address, which iyzico asks on both (its
 * `ip`; docs/acquirers.md row F6): the payer's, kept on the payment when it was started, else the
 * IP of the member or key that asked for the refund (assumption A32).
 */
export type RefundRequest = RefundInput & { ip: string };

export type RefundOutcome =
  | { status: 'succeeded'; providerRefundId: string }
  | { status: 'failed'; declineCode: DeclineCode };

/** A chargeback the acquirer reports on one of our charges (docs/disputes.md). */
export interface ProviderDispute {
  providerDisputeId: string;
  /** Our payment id. */
  reference: string;
  reason:
    | 'fraudulent'
    | 'product_not_received'
    | 'product_unacceptable'
    | 'duplicate'
    | 'credit_not_processed'
    | 'general';
}

/**
 * Whether the acquirer answers with our keys (the operator's check at start and on the admin
 * overview): `ok`, `refused` (it answered that the keys are wrong or of another environment),
 * or `unreachable` (no answer, or not one of the acquirer's); `answer` is what it said.
 */
export type AccountCheck =
  | { status: 'ok'; answer: string }
  | { status: 'refused' | 'unreachable'; answer: string };

export type CardEntry =
  | { kind: 'own_form' }
  /**
   * `pageSeconds`: how long the acquirer's page takes payments; a payment whose page is open is
   * never given up before that (the payer may still pay there).
   */
  | { kind: 'acquirer_page'; pageSeconds: number };

/** An acquirer. Never called inside a database transaction (DESIGN.md "Payments"). */
export interface PaymentProvider {
  /** "sandbox" | "iyzico" */
  readonly name: string;
  /**
   * What the acquirer needs of every payer besides the card (iyzico: the billing address); the
   * checkout asks for it on every link, whatever the link collects.
   */
  readonly requiredPayerFields?: readonly CollectField[];
  /**
   * Where the payer types the card: on our checkout's form (`own_form`, the card passes through
   * the API), or on the acquirer's page (`acquirer_page`): the API then refuses card fields.
   */
  readonly cardEntry: CardEntry;
  charge(input: ChargeInput): Promise<ProviderOutcome>;
  /** After the 3-D Secure callback; throws CallbackRejectedError when the callback is forged. */
  complete(payment: PaymentToComplete, callback: Record<string, string>): Promise<ProviderOutcome>;
  /**
   * For the reconciler: the outcome of an earlier charge, never charging. `not_found` only when
   * the answer proves nothing was charged; an answer that proves nothing throws
   * ProviderUnavailableError with what the acquirer said.
   */
  retrieve(lookup: PaymentLookup): Promise<ProviderOutcome | { status: 'not_found' }>;
  /** Never retried on an unknown outcome (acquirers' refunds are not idempotent): retrieveRefund asks. */
  refund(input: RefundRequest): Promise<RefundOutcome>;
  /**
   * For the refund reconciler: what became of a refund whose answer was lost, never refunding.
   * `not_found` only when the answer proves the refund never reached the acquirer; an answer that
   * proves nothing throws ProviderUnavailableError with what the acquirer said.
   */
  retrieveRefund(lookup: RefundInput): Promise<RefundOutcome | { status: 'not_found' }>;
  /**
   * For the disputes worker: disputes reported up to `now` and not acknowledged yet. Acquirers
   * that report chargebacks another way (iyzico: by e-mail and its merchant panel) leave it out.
   */
  reportedDisputes?(now: Date): Promise<ProviderDispute[]>;
  /** Once recorded, a dispute is not reported again. */
  acknowledgeDispute?(providerDisputeId: string, now: Date): Promise<void>;
  /** Asks the acquirer something harmless with our keys; the sandbox, which has no keys, leaves it out. */
  checkAccount?(): Promise<AccountCheck>;
  /**
   * A notification the acquirer posted (iyzico's, signed in X-IYZ-SIGNATURE-V3): checks its
   * signature and answers the payment its signed fields name; throws NotificationRejectedError
   * when the signature is missing or wrong. Acquirers that send none leave it out.
   */
  readNotification?(notification: {
    signature: string | undefined;
    body: Record<string, unknown>;
  }): NotifiedPayment;
}

/** What a genuine notification names of one payment: our reference and the acquirer's ids. */
export interface NotifiedPayment {
  reference?: string;
  providerPaymentId?: string;
  providerToken?: string;
}

/** A notification whose signature is missing or does not match: nothing of it is taken. */
export class NotificationRejectedError extends Error {
  override name = 'NotificationRejectedError';
}

/**
 * The outcome is unknown (network failure, timeout, an answer that settles nothing): the payment
 * or refund stays as it is and the reconciler asks again. `answer` is what the acquirer said, if
 * it said anything, for the admin console.
 */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
  constructor(
    message: string,
    readonly answer?: string,
  ) {
    super(message);
  }
}

/** A forged or replayed 3-D Secure callback. */
export class CallbackRejectedError extends Error {
  override name = 'CallbackRejectedError';
}

/** Whether no real money moves: test keys, the checkout's test-mode banner. */
export function isSandbox(provider: PaymentProvider): boolean {
  return provider.name === 'sandbox';
}

/** What a provider may need from the app: the sandbox keeps its acquirer-side records in the database. */
export interface ProviderDeps {
  db: Database;
  appSecret: string;
  /** The app's clock: the sandbox dates the disputes it will report with it. */
  clock?: { now(): Date };
}

/**
 * Where uploaded files live (KYC documents, and any later evidence files): local disk under
 * `DATA_DIR/files` by default, an S3-compatible bucket with S3_ENDPOINT (modules/files/). Keys are
 * generated by `newStorageKey`, never derived from what the user sent, and files are only ever read back through authorised API routes.
 */
export interface FileStorage {
  /** Writes the stream under `key`; the file becomes visible only once it is complete. */
  put(key: string, body: Readable): Promise<void>;
  /** The file's bytes; `null` when there is no such file. */
  get(key: string): Promise<Readable | null>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
}

export type StorageArea = 'kyc' | 'evidence' | 'brand';

export type ThrottleState =
  | { kind: 'open' }
  /** The account is backing off: answer exactly as for a wrong password. */
  | { kind: 'account_locked' }
  /** Too many failures from this address: 429 with Retry-After. */
  | { kind: 'address_blocked'; retryAfterSeconds: number };

export interface SignInThrottle {
  check(email: string, ip: string): Promise<ThrottleState>;
  /** Counts a wrong password; `lockedFor` is set when this failure starts or lengthens a back-off. */
  failed(email: string, ip: string): Promise<{ failures: number; lockedForSeconds: number | null }>;
  /** Counts an attempt refused during a back-off against the address only (the lock does not grow). */
  refused(ip: string): Promise<void>;
  succeeded(email: string): Promise<void>;
  /** Whether the account is backing off right now (the admin console shows it). */
  backingOff(email: string): Promise<boolean>;
  /** An admin lifts the back-off of one account. */
  clear(email: string): Promise<void>;
}

export interface CardVelocity {
  /** Seconds to wait when this card or this link is over its limit, else null. */
  blockedFor(code: string, cardNumber: string): Promise<number | null>;
  /**
   * Before a new attempt: the hard limits (seconds to wait), else whether a solved challenge is
   * needed (as blockedFor, then challengeNeeded, reading each counter once).
   */
  admit(
    code: string,
    /** Undefined when the card is typed on the acquirer's page: only the link and address count. */
    cardNumber: string | undefined,
    ip: string,
  ): Promise<{ retryAfterSeconds: number } | { challengeNeeded: boolean }>;
  /** One attempt with this card (a new Idempotency-Key), whatever its outcome. */
  attempted(cardNumber: string | undefined): Promise<void>;
  /** One decline on this link, paid from this address (synchronous or after 3-D Secure). */
  declined(code: string, ip: string): Promise<void>;
  /** Whether the next attempt on this link from this address needs a solved challenge. */
  challengeNeeded(code: string, ip: string): Promise<boolean>;
}

export type ChallengeVerdict = 'ok' | 'failed';

/** The proof-of-work challenge of the public checkout (modules/checkout/pay-challenge.ts). */
export interface PayChallenge {
  /** A fresh challenge for one attempt on this link. */
  issue(code: string): Promise<AltchaChallenge>;
  /**
   * `ok` once for a right solution of a live challenge issued for this link; `failed` for a
   * wrong, expired, forged or foreign one, and for any solution used before (single use).
   */
  redeem(code: string, payload: string): Promise<ChallengeVerdict>;
}

/** One merchant a user belongs to, as the header's merchant switcher lists it. */
export interface Membership {
  memberId: string;
  merchantId: string;
  companyName: string;
  role: MemberRole;
}

/**
 * The signed-in user of a console request, with the merchant the session works in and the
 * user's role there (an SME's; a member of several merchants switches between them).
 */
export interface RequestAuth {
  user: UserRow;
  sessionToken: string;
  merchant: MerchantRow | null;
  /** The user's role in `merchant`; null without a merchant. */
  memberRole: MemberRole | null;
  memberships: Membership[];
}

/** What the auth service needs of the request it serves: Better Auth reads the headers. */
export interface RequestMeta {
  headers: Headers;
  ip: string;
}

/**
 * Who acts, as services, events and the audit log see it: a signed-in user, a merchant's API
 * key (/v1), or the platform itself. Built from the request (plugins/actor.ts), never from input.
 */
export interface Actor {
  type: 'user' | 'api_key' | 'system';
  /** The user's id, the key's id, or the part of the platform that acts. */
  id: string;
  /** The user's e-mail; null for a key or the platform. */
  email: string | null;
  /** The merchant acted for: an SME user's or the key's; null for an admin or the platform. */
  merchantId: string | null;
  ip: string | null;
}

/** An actor working on its own merchant's things (an SME user, or one of the merchant's keys). */
export type MerchantActor = Actor & { merchantId: string };

/** The acting user's id, as `actorUserId` columns record it; null for a key or the platform. */
export function userIdOf(actor: Actor): string | null {
  return actor.type === 'user' ? actor.id : null;
}

/** The acting key's id, as audit details record it (`apiKeyId`); undefined for anyone else. */
export function apiKeyIdOf(actor: Actor): string | undefined {
  return actor.type === 'api_key' ? actor.id : undefined;
}

/** DNS TXT records of a name, for domain verification (modules/merchant-domains/service.ts). */
export interface TxtResolver {
  resolveTxt(name: string): Promise<string[][]>;
}

/**
 * The addresses (IPv4 and IPv6) a host name resolves to, asked of DNS by the API's own resolver
 * (lib/dns-resolver.ts: node:dns `Resolver` with a timeout, never `dns.lookup`, which waits on
 * libuv's small thread pool). Empty when the name does not exist or has no address; rejects with
 * HostLookupError when DNS does not answer in time or fails.
 */
export interface HostResolver {
  resolveHost(name: string): Promise<string[]>;
}

/** DNS did not answer in time, or answered with a failure: the name's addresses are unknown. */
export class HostLookupError extends Error {
  override name = 'HostLookupError';
  constructor(
    readonly host: string,
    readonly code: string,
  ) {
    super(`DNS lookup of ${host} failed: ${code}`);
  }
}

/** One day's rates to lira from one source (docs/fx.md): lira per one unit, exact decimal text. */
export interface PublishedRates {
  /** The day the rates are for (TCMB's bulletin date), YYYY-MM-DD. */
  date: string;
  rates: Partial<Record<RateCurrency, string>>;
  /** Currencies the source did not give. */
  missing: RateCurrency[];
}

/**
 * A feed of rates to lira: TCMB's daily file (modules/exchange-rates/tcmb.ts), read by the rates
 * worker. The other source, rates an admin enters when the feed cannot be reached, is stored
 * beside the fetched ones (modules/exchange-rates/service.ts); quotes read the stored rates,
 * never a feed.
 */
export interface RateSource {
  readonly name: RateSourceName;
  /**
   * The source's newest rates; null when it has none (a holiday or weekend without a file).
   * `stopping` aborts a fetch when the process shuts down.
   */
  latest(stopping?: AbortSignal): Promise<PublishedRates | null>;
}

/** The feed could not be reached or answered with an error: keep the last rates. */
export class RateFeedUnavailableError extends Error {
  override name = 'RateFeedUnavailableError';
}

/** The feed answered with something that is not a TCMB bulletin. */
export class RateFeedMalformedError extends Error {
  override name = 'RateFeedMalformedError';
}
