import { ApiError, errorMessageKey } from '@kopru/api-client/client';
import type { EventType } from '@kopru/domain/events';
import { WEBHOOK_DESCRIPTION_MAX, WEBHOOK_URL_MAX } from '@kopru/domain/schemas/webhooks';
import { type FieldErrors, fieldErrorsOf } from '@kopru/domain/validation';
import { useMessage } from '@kopru/i18n/react';
import { TextField } from '@kopru/ui/field';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { EventPicker } from './event-picker.tsx';

export interface WebhookFormValues {
  url: string;
  description: string;
  events: EventType[];
}

export const emptyWebhookForm: WebhookFormValues = { url: '', description: '', events: [] };

/** One error per form field: `events.3` (an item of the list) counts as `events`. */
export function formErrors(errors: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, key] of Object.entries(errors)) {
    const field = path.split('.')[0] || 'form';
    out[field] ??= key;
  }
  return out;
}

/**
 * The errors of the form: field errors (i18n keys) and one message above the form. A failed save
 * puts validation issues and a refused address at their fields, anything else (the limit, the
 * network) above the form.
 */
export function useFormErrors() {
  const message = useMessage();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const clear = () => {
    setErrors({});
    setFailure(null);
  };
  const invalid = (error: z.ZodError) => setErrors(formErrors(fieldErrorsOf(error)));
  /** A field being changed loses its error. */
  const edited = (field: string) =>
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _, ...rest } = current;
      return rest;
    });
  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'validation_failed') {
      const fields = formErrors(error.fieldErrors);
      setErrors(fields);
      setFailure(fields.form ? message(fields.form) : null);
    } else if (error instanceof ApiError && error.code === 'webhook_url_not_allowed') {
      setErrors({ url: errorMessageKey(error) });
    } else {
      setFailure(message(errorMessageKey(error)));
    }
  };
  return { errors, failure, clear, invalid, failed, edited };
}

/** URL, description and events of an endpoint, for both adding and editing. */
export function WebhookFields({
  values,
  onChange,
  errors,
  disabled,
}: {
  values: WebhookFormValues;
  onChange(values: WebhookFormValues, field: keyof WebhookFormValues): void;
  errors: FieldErrors;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const errorOf = (field: keyof WebhookFormValues) => (errors[field] ? message(errors[field]) : undefined);
  return (
    <>
      <TextField
        type="url"
        inputMode="url"
        label={t('webhooks.form.url')}
        name="url"
        value={values.url}
        onChange={(event) => onChange({ ...values, url: event.target.value }, 'url')}
        hint={t('webhooks.form.urlHint')}
        error={errorOf('url')}
        maxLength={WEBHOOK_URL_MAX}
        placeholder="https://"
        spellCheck={false}
        autoComplete="off"
        disabled={disabled}
        required
      />
      <TextField
        label={t('webhooks.form.description')}
        name="description"
        value={values.description}
        onChange={(event) => onChange({ ...values, description: event.target.value }, 'description')}
        hint={t('webhooks.form.descriptionHint')}
        error={errorOf('description')}
        maxLength={WEBHOOK_DESCRIPTION_MAX}
        autoComplete="off"
        disabled={disabled}
      />
      <EventPicker
        value={values.events}
        onChange={(events) => onChange({ ...values, events }, 'events')}
        error={errorOf('events')}
        disabled={disabled}
      />
    </>
  );
}
