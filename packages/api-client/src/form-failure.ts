import { ApiError, type ClientErrorCode, errorMessageKey } from './client.ts';

/** A refused request as a form shows it: i18n keys at its fields, or one key above it. */
export interface FormFailure {
  fields: Record<string, string>;
  message: string | null;
}

export interface FormFailureOptions {
  /** Codes whose message belongs at a field, e.g. `{ email_taken: 'email' }`. */
  at?: Partial<Record<ClientErrorCode, string>>;
  /** Only these codes have a message of their own; any other gets `fallback`. */
  known?: readonly ClientErrorCode[];
  fallback?: string;
  /** A validation failure also says so above the form, besides marking its fields. */
  summarize?: boolean;
}

/**
 * Where a form shows a failed request: the issues of a `validation_failed` answer at their fields
 * (`events.3` counts as `events`), a code listed in `at` at its field, anything else above the form.
 */
export function formFailureOf(error: unknown, options: FormFailureOptions = {}): FormFailure {
  if (error instanceof ApiError && error.code === 'validation_failed') {
    const fields: Record<string, string> = {};
    for (const [path, key] of Object.entries(error.fieldErrors)) fields[path.split('.')[0] || 'form'] ??= key;
    const summary = options.summarize || Object.keys(fields).length === 0;
    return { fields, message: summary ? errorMessageKey(error) : null };
  }
  const field = error instanceof ApiError ? options.at?.[error.code] : undefined;
  if (field) return { fields: { [field]: errorMessageKey(error) }, message: null };
  const known = !options.known || (error instanceof ApiError && options.known.includes(error.code));
  return {
    fields: {},
    message: known ? errorMessageKey(error) : (options.fallback ?? 'errors.internal_error'),
  };
}
