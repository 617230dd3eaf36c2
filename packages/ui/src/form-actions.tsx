import { useTranslation } from 'react-i18next';
import { Alert } from './alert.tsx';
import { Button, type ButtonVariant } from './button.tsx';

/** The "Cancel" and submit buttons at the foot of a form dialog; the submit button says when it works. */
export function FormActions({
  onCancel,
  pending,
  submitLabel,
  pendingLabel,
  variant,
}: {
  onCancel(): void;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  variant?: ButtonVariant;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" variant={variant} loading={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}

/** Why a form's request failed (already translated), announced at once; nothing when null. */
export function FormFailure({ message }: { message: string | null | undefined }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <Alert tone="error" title={t('common.errorTitle')}>
      {message}
    </Alert>
  );
}
