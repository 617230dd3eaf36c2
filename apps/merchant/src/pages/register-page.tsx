import { usePublicConfig, useRegister } from '@kopru/api-client/auth';
import { ApiError, errorMessageKey } from '@kopru/api-client/client';
import { toLocale } from '@kopru/domain/locale';
import { registerRequestSchema } from '@kopru/domain/schemas/auth';
import { type FieldErrors, fieldErrorsOf } from '@kopru/domain/validation';
import { useMessage } from '@kopru/i18n/react';
import { Alert } from '@kopru/ui/alert';
import { AuthCard } from '@kopru/ui/auth-card';
import { Button } from '@kopru/ui/button';
import { Checkbox } from '@kopru/ui/checkbox';
import { Field, TextField } from '@kopru/ui/field';
import { PasswordInput } from '@kopru/ui/password-input';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { type FormEvent, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';

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

/** Which registration failures have a message of their own; the rest get the generic one. */
const knownErrors = new Set([
  'email_taken',
  'profile_creation_failed',
  'rate_limited',
  'validation_failed',
  'network_error',
]);

export function RegisterPage() {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  const config = usePublicConfig();
  const register = useRegister();
  const [values, setValues] = useState<FormValues>(emptyForm);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const minLength = config.data?.passwordMinLength ?? 6;
  useDocumentTitle(t('auth.register.title'));

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const fieldError = (key: keyof FormValues) =>
    fieldErrors[key] ? message(fieldErrors[key], { min: minLength }) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = registerRequestSchema(minLength).safeParse({ ...values, locale: toLocale(i18n.language) });
    if (!parsed.success) {
      const errors = fieldErrorsOf(parsed.error);
      setFieldErrors(errors);
      setError(message(Object.values(errors)[0] ?? 'validation.fillRequired', { min: minLength }));
      return;
    }
    setFieldErrors({});
    setError(null);
    register.mutate(parsed.data, {
      onSuccess: () => navigate('/sme/dashboard', { replace: true }),
      onError: (failure) => {
        if (failure instanceof ApiError && failure.code === 'validation_failed')
          setFieldErrors(failure.fieldErrors);
        const known = failure instanceof ApiError && knownErrors.has(failure.code);
        setError(message(known ? errorMessageKey(failure) : 'auth.register.failed'));
      },
    });
  };

  const disabled = register.isPending;
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
      <form noValidate onSubmit={submit} className="space-y-4">
        {error && (
          <Alert tone="error" title={t('auth.register.errorTitle')}>
            {error}
          </Alert>
        )}
        <TextField
          label={t('auth.register.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => set('email', e.target.value)}
          error={fieldError('email')}
          disabled={disabled}
          required
        />
        <Field
          label={t('auth.register.password')}
          hint={t('auth.register.passwordHelp', { min: minLength })}
          error={fieldError('password')}
        >
          {(control) => (
            <PasswordInput
              {...control}
              name="password"
              autoComplete="new-password"
              value={values.password}
              onChange={(e) => set('password', e.target.value)}
              invalid={Boolean(fieldErrors.password)}
              disabled={disabled}
              showLabel={t('common.showPassword')}
              hideLabel={t('common.hidePassword')}
              required
            />
          )}
        </Field>
        <TextField
          label={t('auth.register.companyName')}
          name="companyName"
          autoComplete="organization"
          value={values.companyName}
          onChange={(e) => set('companyName', e.target.value)}
          error={fieldError('companyName')}
          disabled={disabled}
          required
        />
        <TextField
          label={t('auth.register.taxId')}
          hint={t('auth.register.taxIdHelp')}
          name="taxId"
          inputMode="numeric"
          value={values.taxId}
          onChange={(e) => set('taxId', e.target.value)}
          error={fieldError('taxId')}
          disabled={disabled}
          required
        />
        <TextField
          label={t('auth.register.authPersonName')}
          name="authPersonName"
          autoComplete="name"
          value={values.authPersonName}
          onChange={(e) => set('authPersonName', e.target.value)}
          error={fieldError('authPersonName')}
          disabled={disabled}
          required
        />
        <div className="space-y-2 pt-1">
          <Checkbox
            name="acceptTerms"
            checked={values.acceptTerms}
            onChange={(e) => set('acceptTerms', e.target.checked)}
            invalid={Boolean(fieldErrors.acceptTerms)}
            disabled={disabled}
            label={<ConsentText i18nKey="auth.register.acceptTerms" to="/terms" />}
          />
          <Checkbox
            name="acceptPrivacy"
            checked={values.acceptPrivacy}
            onChange={(e) => set('acceptPrivacy', e.target.checked)}
            invalid={Boolean(fieldErrors.acceptPrivacy)}
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
