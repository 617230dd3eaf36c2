import { type CreatePayoutRequest, createPayoutRequest } from '@kopru/domain/schemas/payouts';
import { z } from 'zod';
import { type ParseAmount, typedAmount } from '../amount-rule.ts';

export interface PayoutFormValues {
  currency: string;
  amount: string;
}

const messages = { invalid: 'payouts.errors.amount', aboveMaximum: 'payouts.errors.maximum' };

/**
 * The request form's rules: the amount as typed, at most what is available in the chosen
 * currency (amount-rule.ts), then the domain's own rules (the minimum payout).
 */
export function payoutForm(parse: ParseAmount, availableIn: (currency: string) => number) {
  return z
    .object({ currency: z.string(), amount: z.string() })
    .transform((values, context) => {
      const maximum = availableIn(values.currency);
      const amount = typedAmount(context, values.amount, {
        parse,
        currency: values.currency,
        maximum,
        messages,
      });
      return { amount, currency: values.currency as CreatePayoutRequest['currency'] };
    })
    .pipe(createPayoutRequest);
}
