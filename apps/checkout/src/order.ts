import { formatAmountInput, parseAmount } from '@kopru/domain/amount-input';
import { checkoutTotal } from '@kopru/domain/payment-link-options';
import type { PublicLink } from '@kopru/domain/schemas/checkout';

/** What the payer typed about the order: the amount of one (payer-chosen links) and the quantity. */
export interface OrderText {
  amount: string;
  quantity: string;
}

export type OrderProblems = Partial<Record<'amount' | 'quantity', string>>;

export type Order =
  | { ok: true; amount: number | undefined; quantity: number; total: number }
  | { ok: false; problems: OrderProblems };

export function initialOrderText(link: PublicLink, locale: string): OrderText {
  return {
    amount: link.customAmount ? formatAmountInput(link.amount, locale, link.currency) : '',
    quantity: '1',
  };
}

/**
 * The order as the server will compute it (checkoutTotal of the domain): the total is the amount
 * of one times the quantity, within the link's limits; the server checks it again.
 */
export function orderOf(link: PublicLink, text: OrderText, locale: string): Order {
  let amount: number | undefined;
  if (link.customAmount) {
    const parsed = parseAmount(text.amount, locale, link.currency);
    if (!parsed.ok)
      return {
        ok: false,
        problems: { amount: parsed.reason === 'empty' ? 'validation.required' : 'checkout.errors.amount' },
      };
    amount = parsed.minor;
  }
  const quantity = /^\s*\d{1,4}\s*$/.test(text.quantity) ? Number(text.quantity) : Number.NaN;
  const checked = checkoutTotal(link, { amount, quantity });
  if (!checked.ok) return { ok: false, problems: { [checked.path]: checked.message } };
  return { ok: true, amount, quantity: checked.quantity, total: checked.total };
}
