import { errorMessageKey } from '@kopru/api-client/client';
import { useResendFailedWebhooks } from '@kopru/api-client/webhooks';
import { useMessage } from '@kopru/i18n/react';
import { Dialog } from '@kopru/ui/dialog';
import { TextField } from '@kopru/ui/field';
import { FormActions, FormFailure } from '@kopru/ui/form-actions';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** `YYYY-MM-DDTHH:mm` in the browser's time zone, as a datetime-local input wants it. */
function localInputValue(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const DAY_MS = 24 * 60 * 60_000;

/** Queues again the failed deliveries of events since a chosen time; shown while mounted. */
export function ResendFailedDialog({
  endpointId,
  onClose,
  onResent,
}: {
  endpointId: string;
  onClose(): void;
  onResent(count: number): void;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const resend = useResendFailedWebhooks();
  const [since, setSince] = useState(() => localInputValue(new Date(Date.now() - DAY_MS)));
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const date = new Date(since);
    if (!since || Number.isNaN(date.getTime())) {
      setError(t('validation.required'));
      return;
    }
    if (date.getTime() > Date.now()) {
      setError(t('webhooks.resendFailed.future'));
      return;
    }
    setError(null);
    setFailure(null);
    resend.mutate(
      { id: endpointId, since: date.toISOString() },
      {
        onSuccess: ({ resent }) => onResent(resent),
        onError: (cause) => setFailure(message(errorMessageKey(cause))),
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('webhooks.resendFailed.title')}
      description={t('webhooks.resendFailed.description')}
      closeLabel={t('common.close')}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <FormFailure message={failure} />
        <TextField
          type="datetime-local"
          label={t('webhooks.resendFailed.since')}
          name="since"
          value={since}
          max={localInputValue(new Date())}
          onChange={(event) => setSince(event.target.value)}
          hint={t('webhooks.resendFailed.sinceHint')}
          error={error ?? undefined}
          disabled={resend.isPending}
          required
        />
        <FormActions
          onCancel={onClose}
          pending={resend.isPending}
          submitLabel={t('webhooks.resendFailed.submit')}
          pendingLabel={t('webhooks.resendFailed.submitting')}
        />
      </form>
    </Dialog>
  );
}
