import { z } from 'zod';
import { balanceSchema } from './overview.ts';
import { paymentLinkSchema } from './payment-links.ts';

/** Money side of one merchant for the admin merchant page. */
export const adminMerchantFinancesResponse = z.object({
  balances: z.array(balanceSchema),
  links: z.array(paymentLinkSchema),
  linkCount: z.number().int(),
});
export type AdminMerchantFinances = z.infer<typeof adminMerchantFinancesResponse>;
