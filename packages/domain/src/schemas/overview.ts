import { z } from 'zod';

export const balanceSchema = z.object({
  currency: z.string(),
  available: z.number().int(),
  pending: z.number().int(),
  payoutReserved: z.number().int(),
  /** What disputes took beyond the available balance; repaid from the next payments first. */
  owed: z.number().int().min(0),
  /** When the oldest pending funds become available. */
  nextAvailableAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Balance = z.infer<typeof balanceSchema>;

export const merchantOverviewResponse = z.object({
  balances: z.array(balanceSchema),
  pendingPayments: z.number().int(),
  completedTransactions: z.number().int(),
  monthlyRevenue: z.array(z.object({ currency: z.string(), amount: z.number().int() })),
  /** Daily revenue of succeeded payments over the last 30 days (UTC days), per currency. */
  revenue30d: z.array(z.object({ date: z.iso.date(), currency: z.string(), amount: z.number().int() })),
});
export type MerchantOverview = z.infer<typeof merchantOverviewResponse>;
