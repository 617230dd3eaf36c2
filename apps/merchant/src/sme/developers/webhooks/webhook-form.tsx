import { zodResolver } from '@hookform/resolvers/zod';
import { formFailureOf } from '@kopru/api-client/form-failure';
import type { EventType } from '@kopru/domain/events';
import {
  createWebhookEndpointRequest,
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_URL_MAX,
} from '@kopru/domain/schemas/webhooks';
import { useMessage } from '@kopru/i18n/react';
import { Checkbox } from '@kopru/ui/checkbox';
import { TextField } from '@kopru/ui/field';
import { FormActions, FormFailure } from '@kopru/ui/form-actions';
import { useFormFailure } from '@kopru/ui/use-form-failure';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { EventPicker } from './event-picker.tsx';
import { useWebhookGrants } from './webhook-texts.ts';

export interface WebhookFormValues {
  url: string;
  description: string;
  events: EventType[];
  payerDetails: boolean;
}

export type WebhookRequest = z.output<typeof createWebhookEndpointRequest>;

/** A new endpoint's form: payer details on when the member's role reads them. */
export function emptyWebhookForm(payerDetails: boolean): WebhookFormValues {
  return { url: '', description: '', events: [], payerDetails };
}

/**
 * URL, description and events of an endpoint, for both adding and editing. A refused save puts
 * validation issues and a refused address at their fields, anything else (the limit, the network)
 * above the form.
 */
export function WebhookForm({
  defaultValues,
  pending,
  onSave,
  onCancel,
  submitLabel,
  pendingLabel,
}: {
  defaultValues: WebhookFormValues;
  pending: boolean;
  /** Sends the checked values; calls `refused` with the error when the server says no. */
  onSave(request: WebhookRequest, refused: (error: unknown) => void): void;
  onCancel(): void;
  submitLabel: string;
  pendingLabel: string;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const grants = useWebhookGrants();
  const form = useForm<z.input<typeof createWebhookEndpointRequest>, unknown, WebhookRequest>({
    resolver: zodResolver(createWebhookEndpointRequest),
    defaultValues,
  });
  const { failure, show, clear } = useFormFailure(form);
  const errors = form.formState.errors;
  const errorOf = (key: string | undefined) => (key ? message(key) : undefined);

  const submit = form.handleSubmit((request) => {
    clear();
    onSave(request, (error) =>
      show(formFailureOf(error, { at: { webhook_url_not_allowed: 'url', webhook_url_unresolved: 'url' } })),
    );
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormFailure message={failure && message(failure)} />
      <TextField
        type="url"
        inputMode="url"
        label={t('webhooks.form.url')}
        {...form.register('url')}
        hint={t('webhooks.form.urlHint')}
        error={errorOf(errors.url?.message)}
        maxLength={WEBHOOK_URL_MAX}
        placeholder="https://"
        spellCheck={false}
        autoComplete="off"
        disabled={pending}
        required
      />
      <TextField
        label={t('webhooks.form.description')}
        {...form.register('description')}
        hint={t('webhooks.form.descriptionHint')}
        error={errorOf(errors.description?.message)}
        maxLength={WEBHOOK_DESCRIPTION_MAX}
        autoComplete="off"
        disabled={pending}
      />
      <Controller
        control={form.control}
        name="events"
        render={({ field, fieldState }) => (
          <EventPicker
            value={field.value}
            onChange={field.onChange}
            readable={grants.readable}
            inputRef={field.ref}
            error={errorOf(fieldState.error?.message)}
            disabled={pending}
          />
        )}
      />
      <div className="space-y-1">
        <Checkbox
          {...form.register('payerDetails')}
          disabled={pending || !grants.payerDetails}
          label={t('webhooks.form.payerDetails')}
        />
        <p className="pl-6 text-xs text-slate-500">
          {grants.payerDetails
            ? t('webhooks.form.payerDetailsHint')
            : t('webhooks.form.payerDetailsBeyondRole')}
        </p>
      </div>
      <FormActions
        onCancel={onCancel}
        pending={pending}
        submitLabel={submitLabel}
        pendingLabel={pendingLabel}
      />
    </form>
  );
}
