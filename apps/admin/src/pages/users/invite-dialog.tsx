import { zodResolver } from '@hookform/resolvers/zod';
import { useInviteAdmin } from '@kopru/api-client/admin-users';
import { ApiError } from '@kopru/api-client/client';
import { formFailureOf } from '@kopru/api-client/form-failure';
import { locales, toLocale } from '@kopru/domain/locale';
import { inviteAdminRequest } from '@kopru/domain/schemas/admin-users';
import { useMessage } from '@kopru/i18n/react';
import { Field, TextField } from '@kopru/ui/field';
import { FormActions } from '@kopru/ui/form-actions';
import { FormDialog } from '@kopru/ui/form-dialog';
import { Select } from '@kopru/ui/input';
import { useFormFailure } from '@kopru/ui/use-form-failure';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

export function InviteDialog({ onClose, onSent }: { onClose(): void; onSent(email: string): void }) {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const invite = useInviteAdmin();
  const form = useForm<z.input<typeof inviteAdminRequest>, unknown, z.output<typeof inviteAdminRequest>>({
    resolver: zodResolver(inviteAdminRequest),
    defaultValues: { email: '', locale: toLocale(i18n.language) },
  });
  const failure = useFormFailure(form);
  const emailError = form.formState.errors.email?.message;

  const submit = form.handleSubmit((request) => {
    failure.clear();
    invite.mutate(request, {
      onSuccess: (user) => {
        onSent(user.email);
        onClose();
      },
      onError: (failed) =>
        failure.show(
          failed instanceof ApiError && failed.code === 'email_taken'
            ? { fields: { email: 'adminUsers.invite.emailTaken' }, message: null }
            : formFailureOf(failed),
        ),
    });
  });

  return (
    <FormDialog
      title={t('adminUsers.invite.title')}
      description={t('adminUsers.invite.description')}
      onClose={onClose}
      onSubmit={submit}
      failure={failure.failure && message(failure.failure)}
    >
      <TextField
        label={t('adminUsers.invite.email')}
        type="email"
        autoComplete="off"
        {...form.register('email')}
        error={emailError && message(emailError)}
        disabled={invite.isPending}
      />
      <Field label={t('adminUsers.invite.language')}>
        {(control) => (
          <Select {...control} {...form.register('locale')} disabled={invite.isPending}>
            {locales.map((value) => (
              <option key={value} value={value}>
                {t(`common.languages.${value}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <FormActions
        onCancel={onClose}
        pending={invite.isPending}
        submitLabel={t('adminUsers.invite.submit')}
        pendingLabel={t('adminUsers.invite.sending')}
      />
    </FormDialog>
  );
}
