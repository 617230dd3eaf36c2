import { type CreateRefundRequest, createRefundRequest } from '@kopru/domain/schemas/refunds';
import { z } from 'zod';

export interface RefundFormValues {
  amount: string;
  reason: string;
}

type Parse = (text: string, currency: string) => { ok: true; minor: number } | { ok: false };

/**
 * The refund form's rules: the amount as typed in the user's language (parsed to minor units
 * without floats), more than zero and at most what is left to refund, then the domain's rules
 * (the reason chosen). One message at a time, the amount's first.
 */
export function refundForm(parse: Parse, currency: string, refundable: number) {
  return z
    .object({ amount: z.string(), reason: z.string() })
    .transform((values, context): z.input<typeof createRefundRequest> | typeof z.NEVER => {
      const fail = (message: string) => {
        context.addIssue({ code: 'custom', path: ['amount'], message });
        return z.NEVER;
      };
      if (values.amount.trim() === '') return fail('validation.required');
      const typed = parse(values.amount, currency);
      if (!typed.ok || typed.minor <= 0) return fail('refunds.errors.amount');
      if (typed.minor > refundable) return fail('refunds.errors.amountAbove');
      return { amount: typed.minor, reason: values.reason as CreateRefundRequest['reason'] };
    })
    .pipe(createRefundRequest);
}
