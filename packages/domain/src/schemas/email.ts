import { z } from 'zod';
import { listQuerySchema, listResponseSchema } from './common.ts';

export const emailStatuses = ['queued', 'sent', 'failed', 'stored'] as const;

export const outboxEmailSchema = z.object({
  id: z.string(),
  to: z.string(),
  locale: z.string(),
  template: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  status: z.enum(emailStatuses),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** A queued e-mail: when the worker tries it (again); null once sent or failed. */
  nextAttemptAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  sentAt: z.iso.datetime({ offset: true }).nullable(),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

export const outboxQuerySchema = listQuerySchema.extend({
  to: z.string().trim().max(254).optional(),
  status: z.enum(emailStatuses).optional(),
});
export type OutboxQuery = Partial<z.infer<typeof outboxQuerySchema>>;

/** How e-mail leaves the server (apps/api/src/modules/email/service.ts `outboxDelivery`). */
export const outboxDeliveries = ['smtp', 'kept', 'not_leaving'] as const;
export type OutboxDelivery = (typeof outboxDeliveries)[number];

export const outboxListResponse = listResponseSchema(outboxEmailSchema).extend({
  delivery: z.enum(outboxDeliveries),
});
export type OutboxList = z.infer<typeof outboxListResponse>;
