import type { z } from 'zod';

/** Field errors of a failed parse: dotted path -> message (an i18n key), first message per field. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.');
    out[path] ??= issue.message;
  }
  return out;
}

export type FieldErrors = Record<string, string>;
