import { z } from 'zod';
import { merchantProfileSchema } from './merchant.ts';

export const adminOverviewResponse = z.object({
  totalMerchants: z.number().int(),
  pendingKyc: z.number().int(),
  recentRegistrations: z.array(merchantProfileSchema),
});
export type AdminOverview = z.infer<typeof adminOverviewResponse>;
