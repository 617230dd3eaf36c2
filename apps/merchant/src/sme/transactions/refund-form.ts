import { type CreateRefundRequest, createRefundRequest } from '@kopru/domain/schemas/refunds';
import { z } from 'zod';
import { type ParseAmount, typedAmount } from '../amount-rule.ts';

export interface RefundFormValues {
  amount: string;
  reason: string;
}

const messages = { invalid: 'refunds.errors.amount', aboveMaximum: 'refunds.errors.amountAbove' };

/**
 * The refund form's rules: the amount as typed, at most what is left to refund (amount-rule.ts),
 * then the domain's rules (more than zero, the reason chosen).
 */
export function refundForm(parse: ParseAmount, currency: string, refundable: number) {
  return z
    .object({ amount: z.string(), reason: z.string() })
    .transform((values, context): z.input<typeof createRefundRequest> => {
      const amount = typedAmount(context, values.amount, { parse, currency, maximum: refundable, messages });
      return { amount, reason: values.reason as CreateRefundRequest['reason'] };
    })
    .pipe(createRefundRequest);
}
