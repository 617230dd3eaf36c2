import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** A refused request as the app explains it (`formFailureOf` of the API client): i18n keys. */
export interface ServerFailure {
  fields: Record<string, string>;
  message: string | null;
}

/**
 * The glue between a react-hook-form form and the server's refusal: each field error goes to its
 * field (focus moves to the first one), an error of a field the form does not have and any other
 * failure becomes the one message above the form (`failure`, an i18n key). `clear` before sending.
 * With `above`, the form shows every message above it, its fields' too.
 */
export function useFormFailure<T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  options: { above?: boolean } = {},
) {
  const [failure, setFailure] = useState<string | null>(null);
  const show = ({ fields, message }: ServerFailure) => {
    const names = new Set(options.above ? [] : Object.keys(form.getValues()));
    let above = message;
    let first = true;
    for (const [name, key] of Object.entries(fields)) {
      if (!names.has(name)) {
        above ??= key;
        continue;
      }
      form.setError(name as Path<T>, { type: 'server', message: key }, { shouldFocus: first });
      first = false;
    }
    setFailure(above);
  };
  return { failure, show, clear: () => setFailure(null) };
}
