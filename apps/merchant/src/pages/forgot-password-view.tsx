import { zodResolver } from '@hookform/resolvers/zod';
import { useForgotPassword } from '@kopru/api-client/auth';
import { formFailureOf } from '@kopru/api-client/form-failure';
import { toLocale } from '@kopru/domain/locale';
import { forgotPasswordRequest } from '@kopru/domain/schemas/auth';
import { useMessage } from '@kopru/i18n/react';
import { AuthCard } from '@kopru/ui/auth-card';
import { Button } from '@kopru/ui/button';
import { TextField } from '@kopru/ui/field';
import { FormFailure } from '@kopru/ui/form-actions';
import { heldUntilHydrated, useReplayHeld } from '@kopru/ui/held-until-hydrated';
import { useFormFailure } from '@kopru/ui/use-form-failure';
import { MailCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

/** The login page's inline "forgot password" view; the success view never says whether the account exists. */
export function ForgotPasswordView({ onBack }: { onBack: () => void }) {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const forgot = useForgotPassword();
  const formRef = useRef<HTMLFormElement>(null);
  useReplayHeld(formRef);
  const form = useForm<
    z.input<typeof forgotPasswordRequest>,
    unknown,
    z.output<typeof forgotPasswordRequest>
  >({
    resolver: zodResolver(forgotPasswordRequest),
    defaultValues: { email: '' },
  });
  const { failure, show, clear } = useFormFailure(form, { above: true });
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = form.handleSubmit(
    (request) => {
      clear();
      forgot.mutate(
        { ...request, locale: toLocale(i18n.language) },
        {
          onSuccess: () => setSentTo(request.email),
          onError: (error) =>
            show(formFailureOf(error, { known: ['rate_limited'], fallback: 'auth.forgot.failed' })),
        },
      );
    },
    (errors) => show({ fields: {}, message: errors.email?.message ?? 'validation.required' }),
  );

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
      <form
        ref={formRef}
        {...heldUntilHydrated}
        method="post"
        noValidate
        onSubmit={submit}
        className="space-y-4"
      >
        <FormFailure message={failure && message(failure)} />
        <TextField
          label={t('auth.forgot.email')}
          type="email"
          autoComplete="email"
          {...form.register('email')}
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
