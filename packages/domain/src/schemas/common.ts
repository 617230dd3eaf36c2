import { z } from 'zod';
import { errorCodes } from '../errors.ts';

/** `id` makes it one shared component (`#/components/schemas/Error`) of the OpenAPI document. */
export const errorEnvelopeSchema = z
  .object({
    error: z.object({
      code: z.enum(errorCodes as [string, ...string[]]).meta({ description: 'Stable; switch on this.' }),
      message: z.string().meta({ description: 'English, for people; may change.' }),
      requestId: z.string().optional().meta({ description: 'Quote it when you contact support.' }),
      details: z
        .record(z.string(), z.unknown())
        .optional()
        .meta({ description: 'validation_failed: `issues[] = { path, message }`.' }),
    }),
  })
  .meta({ id: 'Error' });
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const okSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof okSchema>;

/** Cursor pagination of every list: `?limit=&starting_after=` -> `{ data, has_more }`. */
export const listQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20).meta({ description: 'Page size, 1-100.' }),
  starting_after: z
    .string()
    .min(1)
    .max(64)
    .optional()
    .meta({ description: 'The id of the last item of the previous page.' }),
});

export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), has_more: z.boolean() });
}

export const isoDateTime = z.iso.datetime({ offset: true });

/**
 * Control characters (C0 but tab, line feed and carriage return; DEL; C1): a NUL reaches the
 * database as an error, the others hide text from the reader. The API refuses them in every
 * field (apps/api/src/plugins/text-guard.ts); the schemas say so to the forms too.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LINE_BREAKS = /[\r\n]/;

/** Text on several lines: no control characters but tab and line breaks. */
export function multilineText(max: number) {
  return z
    .string()
    .max(max, 'validation.tooLong')
    .refine((value) => !CONTROL_CHARACTERS.test(value), 'validation.controlCharacters');
}

/** Text on one line: no control characters and no line breaks. */
export function plainText(max: number) {
  return multilineText(max).refine((value) => !LINE_BREAKS.test(value), 'validation.controlCharacters');
}

/**
 * Required text: trimmed, not empty; `message` is the catalog key shown when it is missing.
 * Control characters are looked for before trimming, which would quietly drop a trailing one.
 */
export function requiredText(max: number, message = 'validation.required') {
  return z
    .string(message)
    .refine((value) => !CONTROL_CHARACTERS.test(value), 'validation.controlCharacters')
    .trim()
    .min(1, message)
    .max(max, 'validation.tooLong');
}
