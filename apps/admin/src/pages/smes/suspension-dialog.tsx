import { zodResolver } from '@hookform/resolvers/zod';
import { useSuspendMerchant, useUnsuspendMerchant } from '@kopru/api-client/admin-merchants';
import { formFailureOf } from '@kopru/api-client/form-failure';
import type { AdminMerchant } from '@kopru/domain/schemas/admin-merchants';
import { suspendMerchantRequest, unsuspendMerchantRequest } from '@kopru/domain/schemas/admin-merchants';
import { useMessage } from '@kopru/i18n/react';
import { Button } from '@kopru/ui/button';
import { Field } from '@kopru/ui/field';
import { FormDialog } from '@kopru/ui/form-dialog';
import { Textarea } from '@kopru/ui/input';
import { useFormFailure } from '@kopru/ui/use-form-failure';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type Values = { reason: string };
/** Required to suspend, optional to lift the suspension. */
type Reason = { reason?: string | undefined };

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
  const form = useForm<Values, unknown, Reason>({
    resolver: zodResolver(kind === 'suspend' ? suspendMerchantRequest : unsuspendMerchantRequest) as Resolver<
      Values,
      unknown,
      Reason
    >,
    defaultValues: { reason: '' },
  });
  const failure = useFormFailure(form);
  const error = form.formState.errors.reason?.message;

  const onError = (failed: unknown) => failure.show(formFailureOf(failed));
  const onSuccess = () => {
    onDone(kind);
    onClose();
  };

  const submit = form.handleSubmit(({ reason }) => {
    failure.clear();
    if (kind === 'suspend') suspend.mutate({ reason: reason ?? '' }, { onSuccess, onError });
    else unsuspend.mutate(reason ? { reason } : {}, { onSuccess, onError });
  });

  return (
    <FormDialog
      title={t(`adminSmes.${kind}.title`, { company: merchant.companyName })}
      description={t(`adminSmes.${kind}.description`)}
      onClose={onClose}
      onSubmit={submit}
      failure={failure.failure && message(failure.failure)}
    >
      <Field
        label={t(`adminSmes.${kind}.reason`)}
        hint={t(`adminSmes.${kind}.reasonHint`)}
        error={error && message(error)}
      >
        {(control) => (
          <Textarea
            {...control}
            {...form.register('reason')}
            maxLength={500}
            required={kind === 'suspend'}
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
    </FormDialog>
  );
}
