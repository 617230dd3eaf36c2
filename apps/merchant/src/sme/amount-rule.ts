import { z } from 'zod';

/** Parses an amount typed in the user's language to minor units, without floats (useAmountText). */
export type ParseAmount = (text: string, currency: string) => { ok: true; minor: number } | { ok: false };

export interface AmountRule {
  parse: ParseAmount;
  currency: string;
  /** The most the form may ask for (what is available, what is left to refund). */
  maximum: number;
  /** Catalog keys of the two messages the form shows for its amount. */
  messages: { invalid: string; aboveMaximum: string };
}

/**
 * The rule of a money form's amount field, typed as text: required, an amount in the user's
 * language, at most `maximum`. Answers the amount in minor units for the domain schema the form
 * pipes into, or puts one message on `amount` and answers z.NEVER (the amount's message first).
 */
export function typedAmount(context: z.RefinementCtx, text: string, rule: AmountRule): number {
  const fail = (message: string) => {
    context.addIssue({ code: 'custom', path: ['amount'], message });
    return z.NEVER;
  };
  if (text.trim() === '') return fail('validation.required');
  const typed = rule.parse(text, rule.currency);
  if (!typed.ok) return fail(rule.messages.invalid);
  if (typed.minor > rule.maximum) return fail(rule.messages.aboveMaximum);
  return typed.minor;
}
