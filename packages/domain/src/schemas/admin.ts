import { z } from 'zod';
import { adminMerchantSchema } from './admin-merchants.ts';
import { outboxDeliveries } from './email.ts';

/**
 * Whether the acquirer answers with the configured keys (apps/api modules/payments/acquirer-check.ts):
 * `sandbox` has nothing to check; `refused` means it answered that the keys are wrong or of
 * another environment; `unreachable`, no answer.
 */
export const acquirerStatusSchema = z.object({
  provider: z.string(),
  status: z.enum(['sandbox', 'ok', 'refused', 'unreachable']),
  answer: z.string().nullable(),
  checkedAt: z.iso.datetime({ offset: true }),
});
export type AcquirerStatus = z.infer<typeof acquirerStatusSchema>;

/** The admin overview; payments, volume and payouts figures join it as those features land. */
export const adminOverviewResponse = z.object({
  totalMerchants: z.number().int(),
  pendingKyc: z.number().int(),
  /** Payouts waiting for an admin: requested (to review) and approved (to send). */
  pendingPayouts: z.number().int(),
  recentRegistrations: z.array(adminMerchantSchema),
  /** Succeeded payments of all merchants. */
  totalPayments: z.number().int(),
  volume: z.array(z.object({ currency: z.string(), amount: z.number().int() })),
  /** Daily succeeded volume over the last 30 UTC days, per currency. */
  volume30d: z.array(z.object({ date: z.iso.date(), currency: z.string(), amount: z.number().int() })),
  /** Whether e-mail leaves this server (SMTP_URL): the overview warns an operator when it does not. */
  emailDelivery: z.enum(outboxDeliveries),
  acquirer: acquirerStatusSchema,
  /** Payments and refunds waiting in the reconciliation queue. */
  reconciliationWaiting: z.number().int(),
});
export type AdminOverview = z.infer<typeof adminOverviewResponse>;
