import { z } from 'zod';
import { eventTypes } from '../events.ts';
import { listQuerySchema, listResponseSchema } from './common.ts';
import { balanceSchema } from './overview.ts';
import { paymentListQuery } from './payments.ts';

/**
 * Schemas only the merchant API (/v1) uses. Its objects are the dashboard's (camelCase fields,
 * amounts in minor units); lists are `{ data, has_more }` with `?limit=&starting_after=`.
 */

export const eventSchema = z.object({
  id: z.string().meta({ description: 'Identifier, `evt_…`.', examples: ['evt_5hW3pK8sYt2QmR9xNb4L'] }),
  type: z.enum(eventTypes),
  data: z
    .record(z.string(), z.unknown())
    .meta({ description: 'The object as the API shows it at the time of the event.' }),
  createdAt: z.iso.datetime({ offset: true }),
});
export type MerchantEvent = z.infer<typeof eventSchema>;

export const eventListQuery = listQuerySchema.extend({
  type: z.enum(eventTypes).optional().meta({ description: 'Only events of this type.' }),
});
export const eventListResponse = listResponseSchema(eventSchema);

export const v1PaymentListQuery = paymentListQuery.extend({
  linkId: z.string().max(64).optional().meta({ description: 'Only payments of this payment link.' }),
});

export const v1BalanceResponse = z.object({
  balances: z
    .array(
      balanceSchema.extend({
        currency: z.string().meta({ examples: ['USD'] }),
        available: z.number().int().meta({ description: 'Can be paid out, in minor units.' }),
        pending: z
          .number()
          .int()
          .meta({ description: 'Net of recent payments, not yet available, in minor units.' }),
        payoutReserved: z.number().int().meta({ description: 'Held by payouts in progress.' }),
        nextAvailableAt: z.iso
          .datetime({ offset: true })
          .nullable()
          .meta({ description: 'When the oldest pending funds become available.' }),
      }),
    )
    .meta({ description: 'One entry per currency the merchant has been paid in.' }),
});
export type V1Balance = z.infer<typeof v1BalanceResponse>;

/** The `{ id }` path parameter of every /v1 resource. */
export const v1IdParams = z.object({ id: z.string().min(1).max(64) });

/** Optional on every POST; the same key with the same body replays the first answer. */
export const v1PostHeaders = z
  .object({
    'idempotency-key': z
      .string()
      .min(1)
      .max(255)
      .optional()
      .meta({ description: 'Makes the request safe to retry: up to 255 of A-Z a-z 0-9 _ . : -' }),
  })
  .loose();
