import { z } from 'zod';
import { adminMerchantSchema } from './admin-merchants.ts';

/** The admin overview; payments, volume and payouts figures join it as those features land. */
export const adminOverviewResponse = z.object({
  totalMerchants: z.number().int(),
  pendingKyc: z.number().int(),
  recentRegistrations: z.array(adminMerchantSchema),
});
export type AdminOverview = z.infer<typeof adminOverviewResponse>;
