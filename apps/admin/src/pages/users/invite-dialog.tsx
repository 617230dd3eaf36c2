import { useInviteAdmin } from '@kopru/api-client/admin-users';
import { ApiError, errorMessageKey } from '@kopru/api-client/client';
import { type Locale, locales, toLocale } from '@kopru/domain/locale';
import { inviteAdminRequest } from '@kopru/domain/schemas/admin-users';
import { useMessage } from '@kopru/i18n/react';
import { Dialog } from '@kopru/ui/dialog';
import { Field, TextField } from '@kopru/ui/field';
import { FormActions, FormFailure } from '@kopru/ui/form-actions';
import { Select } from '@kopru/ui/input';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusFirstInvalid } from '../../lib/use-focus-invalid.ts';

export function InviteDialog({ onClose, onSent }: { onClose(): void; onSent(email: string): void }) {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const invite = useInviteAdmin();
  const [email, setEmail] = useState('');
  const [locale, setLocale] = useState<Locale>(toLocale(i18n.language));
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = inviteAdminRequest.safeParse({ email, locale });
    if (!parsed.success) {
      setError(message(parsed.error.issues[0]?.message ?? 'validation.invalid'));
      return;
    }
    setError(null);
    invite.mutate(parsed.data, {
      onSuccess: (user) => {
        onSent(user.email);
        onClose();
      },
      onError: (failed) => {
        if (failed instanceof ApiError && failed.code === 'email_taken')
          setError(t('adminUsers.invite.emailTaken'));
        else if (failed instanceof ApiError && failed.code === 'validation_failed')
          setError(message(failed.fieldErrors.email ?? 'validation.invalid'));
        else setFailure(message(errorMessageKey(failed)));
      },
    });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('adminUsers.invite.title')}
      description={t('adminUsers.invite.description')}
      closeLabel={t('common.close')}
    >
      <form ref={form} noValidate onSubmit={submit} className="space-y-4">
        <FormFailure message={failure} />
        <TextField
          label={t('adminUsers.invite.email')}
          type="email"
          name="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={error ?? undefined}
          disabled={invite.isPending}
        />
        <Field label={t('adminUsers.invite.language')}>
          {(control) => (
            <Select
              {...control}
              value={locale}
              onChange={(e) => setLocale(toLocale(e.target.value))}
              disabled={invite.isPending}
            >
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
