import { zodResolver } from '@hookform/resolvers/zod';
import { useInviteAdmin } from '@kopru/api-client/admin-users';
import { ApiError, errorMessageKey } from '@kopru/api-client/client';
import { locales, toLocale } from '@kopru/domain/locale';
import { inviteAdminRequest } from '@kopru/domain/schemas/admin-users';
import { useMessage } from '@kopru/i18n/react';
import { Dialog } from '@kopru/ui/dialog';
import { Field, TextField } from '@kopru/ui/field';
import { FormActions, FormFailure } from '@kopru/ui/form-actions';
import { Select } from '@kopru/ui/input';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

export function InviteDialog({ onClose, onSent }: { onClose(): void; onSent(email: string): void }) {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const invite = useInviteAdmin();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<typeof inviteAdminRequest>, unknown, z.output<typeof inviteAdminRequest>>({
    resolver: zodResolver(inviteAdminRequest),
    defaultValues: { email: '', locale: toLocale(i18n.language) },
  });
  const emailError = form.formState.errors.email?.message;
  const refuse = (key: string) => form.setError('email', { message: key }, { shouldFocus: true });

  const submit = form.handleSubmit((request) => {
    setFailure(null);
    invite.mutate(request, {
      onSuccess: (user) => {
        onSent(user.email);
        onClose();
      },
      onError: (failed) => {
        if (failed instanceof ApiError && failed.code === 'email_taken')
          refuse('adminUsers.invite.emailTaken');
        else if (failed instanceof ApiError && failed.code === 'validation_failed')
          refuse(failed.fieldErrors.email ?? 'validation.invalid');
        else setFailure(message(errorMessageKey(failed)));
      },
    });
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('adminUsers.invite.title')}
      description={t('adminUsers.invite.description')}
      closeLabel={t('common.close')}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <FormFailure message={failure} />
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
      </form>
    </Dialog>
  );
}
