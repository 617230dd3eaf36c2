import { type CreatePayoutRequest, createPayoutRequest } from '@kopru/domain/schemas/payouts';
import { z } from 'zod';

export interface PayoutFormValues {
  currency: string;
  amount: string;
}

type Parse = (text: string, currency: string) => { ok: true; minor: number } | { ok: false };

/**
 * The request form's rules: the amount as typed in the user's language (parsed to minor units
 * without floats), at most what is available in the chosen currency, then the domain's own rules.
 */
export function payoutForm(parse: Parse, availableIn: (currency: string) => number) {
  return z
    .object({ currency: z.string(), amount: z.string() })
    .transform((values, context): CreatePayoutRequest | typeof z.NEVER => {
      const fail = (message: string) => {
        context.addIssue({ code: 'custom', path: ['amount'], message });
        return z.NEVER;
      };
      if (values.amount.trim() === '') return fail('validation.required');
      const typed = parse(values.amount, values.currency);
      if (!typed.ok) return fail('payouts.errors.amount');
      if (typed.minor > availableIn(values.currency)) return fail('payouts.errors.maximum');
      return { amount: typed.minor, currency: values.currency as CreatePayoutRequest['currency'] };
    })
    .pipe(createPayoutRequest);
}
