import type { DeclineCode } from '@kopru/domain/schemas/checkout';
import type { Database } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { Clock } from '../../lib/clock.ts';
import { createIyzicoProvider, iyzicoConfigFrom } from './iyzico/iyzico-provider.ts';
import { createSandboxProvider } from './sandbox-provider.ts';

/** What the payer's browser must do for 3-D Secure. */
export type ProviderAction =
  | { type: 'redirect'; url: string }
  /** A form the browser must post (iyzico's threeDSHtmlContent). */
  | { type: 'html'; html: string };

export type ProviderOutcome =
  | { status: 'succeeded'; providerPaymentId: string }
  | { status: 'failed'; declineCode: DeclineCode; providerPaymentId?: string }
  | { status: 'requires_action'; action: ProviderAction; providerPaymentId?: string };

export interface ChargeInput {
  /** Our payment id: the provider's idempotency reference (iyzico conversationId/basketId). */
  reference: string;
  amountMinor: number;
  currency: 'USD' | 'EUR' | 'GBP';
  /** Never stored or logged by the caller. */
  card: { number: string; expMonth: number; expYear: number; cvc: string; holderName: string };
  payer: { email: string; name: string; ip: string; country?: string };
  /** The product name. */
  description: string;
  /** Where the bank sends the browser back after 3-D Secure. */
  callbackUrl: string;
}

export type RefundInput = {
  reference: string;
  providerPaymentId: string;
  amountMinor: number;
  currency: string;
  refundReference: string;
};

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

/** An acquirer. Never called inside a database transaction (DESIGN.md "Payments"). */
export interface PaymentProvider {
  /** "sandbox" | "iyzico" */
  readonly name: string;
  charge(input: ChargeInput): Promise<ProviderOutcome>;
  /** After the 3-D Secure callback; throws CallbackRejectedError when the callback is forged. */
  complete(reference: string, callback: Record<string, string>): Promise<ProviderOutcome>;
  /** For the reconciler: the outcome of an earlier charge by our reference; never charges. */
  retrieve(reference: string): Promise<ProviderOutcome | { status: 'not_found' }>;
  refund(input: RefundInput): Promise<RefundOutcome>;
  /**
   * For the disputes worker: disputes reported up to `now` and not acknowledged yet. Acquirers
   * that report chargebacks another way (iyzico: by e-mail and its merchant panel) leave it out.
   */
  reportedDisputes?(now: Date): Promise<ProviderDispute[]>;
  /** Once recorded, a dispute is not reported again. */
  acknowledgeDispute?(providerDisputeId: string, now: Date): Promise<void>;
}

/** Network failure or timeout: the outcome is unknown, the payment stays processing and the reconciler resolves it. */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
}

/** A forged or replayed 3-D Secure callback. */
export class CallbackRejectedError extends Error {
  override name = 'CallbackRejectedError';
}

/** Whether no real money moves: test keys, the checkout's test-mode banner. */
export function isSandbox(provider: PaymentProvider): boolean {
  return provider.name === 'sandbox';
}

/** MM/YY -> month and four-digit year. */
export function parseExpiry(expiry: string): { expMonth: number; expYear: number } {
  const [month = '0', year = '0'] = expiry.trim().split('/');
  return { expMonth: Number(month), expYear: 2000 + Number(year) };
}

/** What a provider may need from the app: the sandbox keeps its acquirer-side records in the database. */
export interface ProviderDeps {
  db: Database;
  appSecret: string;
  /** The app's clock: the sandbox dates the disputes it will report with it. */
  clock?: Clock;
}

/** PAYMENT_PROVIDER chooses the acquirer: `sandbox` (default) or `iyzico`. */
export function createProvider(env: Env, deps: ProviderDeps): PaymentProvider {
  switch (env.PAYMENT_PROVIDER) {
    case 'sandbox':
      return createSandboxProvider(env, deps);
    case 'iyzico':
      return createIyzicoProvider(iyzicoConfigFrom(env));
  }
}
