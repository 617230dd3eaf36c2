import { zodResolver } from '@hookform/resolvers/zod';
import { usePublicConfig, useRegister } from '@kopru/api-client/auth';
import { formFailureOf } from '@kopru/api-client/form-failure';
import { toLocale } from '@kopru/domain/locale';
import { registerRequestSchema } from '@kopru/domain/schemas/auth';
import { useMessage } from '@kopru/i18n/react';
import { Alert } from '@kopru/ui/alert';
import { AuthCard } from '@kopru/ui/auth-card';
import { Button, buttonClasses } from '@kopru/ui/button';
import { Checkbox } from '@kopru/ui/checkbox';
import { Field, TextField } from '@kopru/ui/field';
import { heldUntilHydrated, useReplayHeld } from '@kopru/ui/held-until-hydrated';
import { PasswordInput } from '@kopru/ui/password-input';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { useFormFailure } from '@kopru/ui/use-form-failure';
import { MailCheck } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { z } from 'zod';

const emptyForm = {
  email: '',
  password: '',
  companyName: '',
  taxId: '',
  authPersonName: '',
  acceptTerms: false,
  acceptPrivacy: false,
};
type FormValues = typeof emptyForm;
const fields = Object.keys(emptyForm) as (keyof FormValues)[];

/** The domain's rules; a box starts unticked, so it is a boolean the rule then requires to be true. */
function registerForm(minLength: number) {
  const schema = registerRequestSchema(minLength);
  return schema.extend({
    acceptTerms: z.boolean().pipe(schema.shape.acceptTerms),
    acceptPrivacy: z.boolean().pipe(schema.shape.acceptPrivacy),
  });
}
type Schema = ReturnType<typeof registerForm>;

/** Which registration failures have a message of their own; the rest get the generic one. */
const knownErrors = [
  'profile_creation_failed',
  'rate_limited',
  'validation_failed',
  'network_error',
] as const;

/** The first refused field's message (in the order of the form), shown above it. */
function firstError(errors: FieldErrors<FormValues>): string {
  for (const field of fields) if (errors[field]?.message) return errors[field].message;
  return 'validation.fillRequired';
}

export function RegisterPage() {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const config = usePublicConfig();
  const register = useRegister();
  const minLength = config.data?.passwordMinLength ?? 6;
  const schema = useMemo(() => registerForm(minLength), [minLength]);
  const formRef = useRef<HTMLFormElement>(null);
  useReplayHeld(formRef);
  const form = useForm<FormValues, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues: emptyForm,
  });
  const { failure, show, clear } = useFormFailure(form);
  useDocumentTitle(t('auth.register.title'));

  const errors = form.formState.errors;
  const fieldError = (key: keyof FormValues) => {
    const found = errors[key]?.message;
    return found ? message(found, { min: minLength }) : undefined;
  };
  const field = (key: Exclude<keyof FormValues, 'acceptTerms' | 'acceptPrivacy'>) => ({
    ...form.register(key),
    error: fieldError(key),
    disabled: register.isPending,
  });

  const submit = form.handleSubmit(
    (request) => {
      clear();
      register.mutate(
        { ...request, locale: toLocale(i18n.language) },
        {
          // The same answer for a new and a taken address: check your e-mail.
          onSuccess: () => setSentTo(request.email),
          onError: (error) =>
            show(
              formFailureOf(error, {
                known: knownErrors,
                fallback: 'auth.register.failed',
                summarize: true,
              }),
            ),
        },
      );
    },
    (invalid) => show({ fields: {}, message: firstError(invalid) }),
  );
  const error = failure ? message(failure, { min: minLength }) : null;

  const disabled = register.isPending;
  if (sentTo) return <CheckYourEmail email={sentTo} />;
  return (
    <AuthCard
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={
        <p>
          {t('auth.register.haveAccount')}{' '}
          <Link to="/login" className="font-medium text-brand-700 hover:underline">
            {t('auth.register.login')}
          </Link>
        </p>
      }
    >
      <form
        ref={formRef}
        {...heldUntilHydrated}
        method="post"
        noValidate
        onSubmit={submit}
        className="space-y-4"
      >
        {error && (
          <Alert tone="error" title={t('auth.register.errorTitle')}>
            {error}
          </Alert>
        )}
        <TextField
          label={t('auth.register.email')}
          type="email"
          autoComplete="email"
          {...field('email')}
          required
        />
        <Field
          label={t('auth.register.password')}
          hint={t('common.passwordHint', { min: minLength })}
          error={fieldError('password')}
        >
          {(control) => (
            <PasswordInput
              {...control}
              {...form.register('password')}
              autoComplete="new-password"
              invalid={Boolean(errors.password)}
              disabled={disabled}
              showLabel={t('common.showPassword')}
              hideLabel={t('common.hidePassword')}
              required
            />
          )}
        </Field>
        <TextField
          label={t('auth.register.companyName')}
          autoComplete="organization"
          {...field('companyName')}
          required
        />
        <TextField
          label={t('auth.register.taxId')}
          hint={t('auth.register.taxIdHelp')}
          inputMode="numeric"
          {...field('taxId')}
          required
        />
        <TextField
          label={t('auth.register.authPersonName')}
          autoComplete="name"
          {...field('authPersonName')}
          required
        />
        <div className="space-y-2 pt-1">
          <Checkbox
            {...form.register('acceptTerms')}
            invalid={Boolean(errors.acceptTerms)}
            disabled={disabled}
            label={<ConsentText i18nKey="auth.register.acceptTerms" to="/terms" />}
          />
          <Checkbox
            {...form.register('acceptPrivacy')}
            invalid={Boolean(errors.acceptPrivacy)}
            disabled={disabled}
            label={<ConsentText i18nKey="auth.register.acceptPrivacy" to="/privacy" />}
          />
        </div>
        <Button type="submit" className="w-full" size="lg" loading={disabled}>
          {disabled ? t('auth.register.submitting') : t('auth.register.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}

/** After signing up: the link is in the inbox (or, for a taken address, the owner was warned). */
function CheckYourEmail({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.register.checkEmailTitle')}>
      <div role="status" className="space-y-3 text-sm text-slate-700">
        <MailCheck aria-hidden="true" className="size-10 text-brand-700" />
        <p>{t('auth.register.checkEmailText', { email })}</p>
        <p>{t('auth.register.checkEmailSpam')}</p>
      </div>
      <Link to="/login" className={buttonClasses('primary', 'lg', 'mt-6 w-full')}>
        {t('auth.register.login')}
      </Link>
    </AuthCard>
  );
}

/**
 * A consent sentence with its link inside, in each language's word order (i18next <Trans>). The
 * tag is <page>, not <link>: the parser treats <link> as an empty HTML element.
 */
function ConsentText({
  i18nKey,
  to,
}: {
  i18nKey: 'auth.register.acceptTerms' | 'auth.register.acceptPrivacy';
  to: string;
}) {
  return (
    <Trans
      i18nKey={i18nKey}
      components={{
        page: (
          <Link to={to} target="_blank" rel="noopener" className="font-medium text-brand-700 underline" />
        ),
      }}
    />
  );
}
