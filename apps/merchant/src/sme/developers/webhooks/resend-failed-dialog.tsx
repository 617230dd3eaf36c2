import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessageKey } from '@kopru/api-client/client';
import { useResendFailedWebhooks } from '@kopru/api-client/webhooks';
import { useMessage } from '@kopru/i18n/react';
import { TextField } from '@kopru/ui/field';
import { FormActions } from '@kopru/ui/form-actions';
import { FormDialog } from '@kopru/ui/form-dialog';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

/** `YYYY-MM-DDTHH:mm` in the browser's time zone, as a datetime-local input wants it. */
function localInputValue(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const DAY_MS = 24 * 60 * 60_000;

/** A time the browser can read, not in the future. */
const sinceForm = z.object({
  since: z
    .string()
    .refine((value) => value !== '' && !Number.isNaN(new Date(value).getTime()), 'validation.required')
    .refine((value) => new Date(value).getTime() <= Date.now(), 'webhooks.resendFailed.future'),
});

export interface ResendFailedDialogProps {
  endpointId: string;
  onClose(): void;
  /** With how many deliveries were queued again. */
  onResent(count: number): void;
}

/** Queues again the failed deliveries of events since a chosen time; shown while mounted. */
export function ResendFailedDialog({ endpointId, onClose, onResent }: ResendFailedDialogProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const resend = useResendFailedWebhooks();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(sinceForm),
    defaultValues: { since: localInputValue(new Date(Date.now() - DAY_MS)) },
  });
  const invalid = form.formState.errors.since?.message;

  const submit = form.handleSubmit(({ since }) => {
    setFailure(null);
    resend.mutate(
      { id: endpointId, since: new Date(since).toISOString() },
      {
        onSuccess: ({ resent }) => onResent(resent),
        onError: (cause) => setFailure(message(errorMessageKey(cause))),
      },
    );
  });

  return (
    <FormDialog
      title={t('webhooks.resendFailed.title')}
      description={t('webhooks.resendFailed.description')}
      onClose={onClose}
      onSubmit={submit}
      failure={failure}
    >
      <TextField
        type="datetime-local"
        label={t('webhooks.resendFailed.since')}
        {...form.register('since')}
        max={localInputValue(new Date())}
        hint={t('webhooks.resendFailed.sinceHint')}
        error={invalid && message(invalid)}
        disabled={resend.isPending}
        required
      />
      <FormActions
        onCancel={onClose}
        pending={resend.isPending}
        submitLabel={t('webhooks.resendFailed.submit')}
        pendingLabel={t('webhooks.resendFailed.submitting')}
      />
    </FormDialog>
  );
}
