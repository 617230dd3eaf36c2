import { useForgotPassword } from '@kopru/api-client/auth';
import { ApiError, errorMessageKey } from '@kopru/api-client/client';
import { toLocale } from '@kopru/domain/locale';
import { forgotPasswordRequest } from '@kopru/domain/schemas/auth';
import { useMessage } from '@kopru/i18n/react';
import { AuthCard } from '@kopru/ui/auth-card';
import { Button } from '@kopru/ui/button';
import { TextField } from '@kopru/ui/field';
import { FormFailure } from '@kopru/ui/form-actions';
import { MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The login page's inline "forgot password" view; the success view never says whether the account exists. */
export function ForgotPasswordView({ onBack }: { onBack: () => void }) {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = forgotPasswordRequest.safeParse({ email, locale: toLocale(i18n.language) });
    if (!parsed.success) {
      setError(message(parsed.error.issues[0]?.message ?? 'validation.required'));
      return;
    }
    setError(null);
    forgot.mutate(parsed.data, {
      onSuccess: () => setSentTo(parsed.data.email),
      onError: (failure) =>
        setError(
          message(
            failure instanceof ApiError && failure.code === 'rate_limited'
              ? errorMessageKey(failure)
              : 'auth.forgot.failed',
          ),
        ),
    });
  };

  const back = (
    <button type="button" onClick={onBack} className="font-medium text-brand-700 hover:underline">
      {t('auth.forgot.backToLogin')}
    </button>
  );

  if (sentTo) {
    return (
      <AuthCard title={t('auth.forgot.sentTitle')} footer={back}>
        <div className="flex gap-3 text-slate-700" role="status">
          <MailCheck aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
          <p>{t('auth.forgot.sentText', { email: sentTo })}</p>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')} footer={back}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <FormFailure message={error} />
        <TextField
          label={t('auth.forgot.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={forgot.isPending}
          required
        />
        <Button type="submit" className="w-full" size="lg" loading={forgot.isPending}>
          {forgot.isPending ? t('auth.forgot.submitting') : t('auth.forgot.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
