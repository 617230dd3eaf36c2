import { MAX_CHARGE_MINOR, MIN_CHARGE_MINOR } from './money.ts';

/** The most a payer may buy at once on a link with an adjustable quantity. */
export const MAX_LINK_QUANTITY = 100;
export const LINK_SUCCESS_MESSAGE_MAX = 500;
export const LINK_REDIRECT_URL_MAX = 2000;

/** How a link looks to payers right now; the list filters by it. */
export const paymentLinkStatuses = ['active', 'inactive', 'expired', 'sold_out'] as const;
export type PaymentLinkStatus = (typeof paymentLinkStatuses)[number];

export interface LinkState {
  active: boolean;
  expiresAt: Date | null;
  maxPayments: number | null;
  successfulPayments: number;
}

/** Inactive first (the merchant's choice), then expired, then sold out. */
export function linkStatusOf(link: LinkState, now: Date): PaymentLinkStatus {
  if (!link.active) return 'inactive';
  if (link.expiresAt && link.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (link.maxPayments !== null && link.successfulPayments >= link.maxPayments) return 'sold_out';
  return 'active';
}

/** An https address with a host and no user name or password in it. */
export function isHttpsUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
}

/** Where the payer goes after paying: the merchant's address with `payment_id` added to its query. */
export function redirectTarget(redirectUrl: string, paymentId: string): string {
  const url = new URL(redirectUrl);
  url.searchParams.set('payment_id', paymentId);
  return url.toString();
}

export interface LinkPricing {
  amount: number;
  customAmount: { minimum: number; maximum: number } | null;
  maxQuantity: number;
}

/**
 * The rules between a link's fields, for the create schema and for an update merged with the
 * stored link: the range in order and the suggested amount inside it, as `path -> message key`.
 */
export function linkPricingProblems(link: LinkPricing): Record<string, string> {
  const problems: Record<string, string> = {};
  const range = link.customAmount;
  if (range) {
    if (range.minimum > range.maximum) problems['customAmount.maximum'] = 'links.errors.rangeOrder';
    else if (link.amount < range.minimum || link.amount > range.maximum)
      problems.amount = 'links.errors.suggestedOutside';
  }
  return problems;
}

/** Whether the payer's unit amount and quantity make a payment the link allows; the total is computed here. */
export function checkoutTotal(
  link: LinkPricing,
  chosen: { amount?: number | undefined; quantity?: number | undefined },
):
  | { ok: true; unitAmount: number; quantity: number; total: number }
  | { ok: false; path: string; message: string } {
  const quantity = chosen.quantity ?? 1;
  if (!Number.isSafeInteger(quantity) || quantity < 1 || quantity > link.maxQuantity)
    return { ok: false, path: 'quantity', message: 'checkout.errors.quantity' };
  let unitAmount = link.amount;
  if (link.customAmount) {
    const amount = chosen.amount;
    if (amount === undefined) return { ok: false, path: 'amount', message: 'validation.required' };
    if (
      !Number.isSafeInteger(amount) ||
      amount < link.customAmount.minimum ||
      amount > link.customAmount.maximum
    )
      return { ok: false, path: 'amount', message: 'checkout.errors.amountRange' };
    unitAmount = amount;
  }
  const total = unitAmount * quantity;
  if (total < MIN_CHARGE_MINOR || total > MAX_CHARGE_MINOR)
    return { ok: false, path: 'quantity', message: 'checkout.errors.totalRange' };
  return { ok: true, unitAmount, quantity, total };
}
