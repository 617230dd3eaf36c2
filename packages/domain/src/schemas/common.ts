import { z } from 'zod';
import { errorCodes } from '../errors.ts';

export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.enum(errorCodes as [string, ...string[]]),
    message: z.string(),
    requestId: z.string().optional(),
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const okSchema = z.object({ ok: z.literal(true) });

/** Cursor pagination of every list: `?limit=&starting_after=` -> `{ data, has_more }`. */
export const listQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  starting_after: z.string().min(1).max(64).optional(),
});

export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), has_more: z.boolean() });
}

export const isoDateTime = z.iso.datetime({ offset: true });

/** Required text: trimmed, not empty; `message` is the catalog key shown when it is missing. */
export function requiredText(max: number, message = 'validation.required') {
  return z.string(message).trim().min(1, message).max(max, 'validation.tooLong');
}
