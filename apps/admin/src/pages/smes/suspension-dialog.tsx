import { useSuspendMerchant, useUnsuspendMerchant } from '@kopru/api-client/admin-merchants';
import { ApiError, errorMessageKey } from '@kopru/api-client/client';
import type { AdminMerchant } from '@kopru/domain/schemas/admin-merchants';
import { suspendMerchantRequest, unsuspendMerchantRequest } from '@kopru/domain/schemas/admin-merchants';
import { useMessage } from '@kopru/i18n/react';
import { Button } from '@kopru/ui/button';
import { Dialog } from '@kopru/ui/dialog';
import { Field } from '@kopru/ui/field';
import { FormFailure } from '@kopru/ui/form-actions';
import { Textarea } from '@kopru/ui/input';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusFirstInvalid } from '../../lib/use-focus-invalid.ts';

/** Suspends (reason required) or lifts the suspension (note optional) of a merchant. */
export function SuspensionDialog({
  merchant,
  onClose,
  onDone,
}: {
  merchant: AdminMerchant;
  onClose(): void;
  onDone(kind: 'suspend' | 'unsuspend'): void;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const kind = merchant.suspended ? 'unsuspend' : 'suspend';
  const suspend = useSuspendMerchant(merchant.id);
  const unsuspend = useUnsuspendMerchant(merchant.id);
  const pending = suspend.isPending || unsuspend.isPending;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, error);

  const onError = (failed: unknown) => {
    if (failed instanceof ApiError && failed.code === 'validation_failed') {
      setError(message(failed.fieldErrors.reason ?? 'validation.invalid'));
    } else setFailure(message(errorMessageKey(failed)));
  };
  const onSuccess = () => {
    onDone(kind);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const schema = kind === 'suspend' ? suspendMerchantRequest : unsuspendMerchantRequest;
    const parsed = schema.safeParse({ reason: kind === 'suspend' ? reason : reason || undefined });
    if (!parsed.success) {
      setError(message(parsed.error.issues[0]?.message ?? 'validation.invalid'));
      return;
    }
    setError(null);
    if (kind === 'suspend') suspend.mutate({ reason: reason.trim() }, { onSuccess, onError });
    else unsuspend.mutate(reason.trim() ? { reason: reason.trim() } : {}, { onSuccess, onError });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(`adminSmes.${kind}.title`, { company: merchant.companyName })}
      description={t(`adminSmes.${kind}.description`)}
      closeLabel={t('common.close')}
    >
      <form ref={form} noValidate onSubmit={submit} className="space-y-4">
        <FormFailure message={failure} />
        <Field
          label={t(`adminSmes.${kind}.reason`)}
          hint={t(`adminSmes.${kind}.reasonHint`)}
          error={error ?? undefined}
        >
          {(control) => (
            <Textarea
              {...control}
              name="reason"
              value={reason}
              maxLength={500}
              required={kind === 'suspend'}
              onChange={(e) => setReason(e.target.value)}
              disabled={pending}
            />
          )}
        </Field>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant={kind === 'suspend' ? 'danger' : 'primary'} loading={pending}>
            {t(`adminSmes.${kind}.confirm`)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
