import { zodResolver } from '@hookform/resolvers/zod';
import { usePublicConfig, useSession } from '@kopru/api-client/auth';
import { ApiError } from '@kopru/api-client/client';
import { formFailureOf } from '@kopru/api-client/form-failure';
import { useAcceptInvitation, useAcceptInvitationSignUp, useInvitationPreview } from '@kopru/api-client/team';
import { toLocale } from '@kopru/domain/locale';
import type { InvitationPreview } from '@kopru/domain/schemas/team';
import { acceptInvitationSignUpRequestSchema } from '@kopru/domain/schemas/team';
import { useMessage } from '@kopru/i18n/react';
import { Alert } from '@kopru/ui/alert';
import { AuthCard } from '@kopru/ui/auth-card';
import { Button, buttonClasses } from '@kopru/ui/button';
import { Field, TextField } from '@kopru/ui/field';
import { FormFailure } from '@kopru/ui/form-actions';
import { PasswordInput } from '@kopru/ui/password-input';
import { PageSpinner } from '@kopru/ui/spinner';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { useFormFailure } from '@kopru/ui/use-form-failure';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { rememberInvitation } from '../lib/pending-invitation.ts';
import { smeRoutes } from '../paths.ts';

/** The link of a team invitation: a new account joins with a password, an existing one signs in and joins. */
export function InvitationPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('team.invitation.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const preview = useInvitationPreview(token);
  const session = useSession();

  if (!token || preview.error) {
    const unusable = preview.error instanceof ApiError && preview.error.status === 410;
    return (
      <AuthCard title={t('team.invitation.title')}>
        <Alert tone="error" title={t('common.errorTitle')}>
          {unusable ? t('team.invitation.unusable') : t('team.invitation.unknown')}
        </Alert>
      </AuthCard>
    );
  }
  if (!preview.data || session.isPending) return <PageSpinner label={t('common.loading')} />;
  const invitation = preview.data;
  const role = t(`team.roles.${invitation.role}`);
  return (
    <AuthCard
      title={t('team.invitation.title')}
      subtitle={t('team.invitation.intro', {
        company: invitation.companyName,
        email: invitation.email,
        role,
      })}
    >
      {session.data ? (
        <JoinSignedIn token={token} invitation={invitation} email={session.data.user.email} />
      ) : invitation.accountExists ? (
        <div className="space-y-4">
          <p className="text-sm text-slate-700">{t('team.invitation.existingIntro')}</p>
          <Link
            to="/login"
            onClick={() => rememberInvitation(token)}
            className={buttonClasses('primary', 'md', 'w-full')}
          >
            {t('team.invitation.signIn')}
          </Link>
        </div>
      ) : (
        <SignUpForm token={token} />
      )}
    </AuthCard>
  );
}

function JoinSignedIn({
  token,
  invitation,
  email,
}: {
  token: string;
  invitation: InvitationPreview;
  email: string;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  const accept = useAcceptInvitation(token);
  if (email.toLowerCase() !== invitation.email) {
    return <Alert tone="warning">{t('team.invitation.wrongAccount', { email: invitation.email })}</Alert>;
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{t('team.invitation.signedInAs', { email })}</p>
      <FormFailure
        message={
          accept.error ? message(formFailureOf(accept.error).message ?? 'errors.internal_error') : null
        }
      />
      <Button
        className="w-full"
        loading={accept.isPending}
        onClick={() =>
          accept.mutate(undefined, { onSuccess: () => navigate(smeRoutes.overview, { replace: true }) })
        }
      >
        {t('team.invitation.accept', { company: invitation.companyName })}
      </Button>
    </div>
  );
}

function SignUpForm({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  const minLength = usePublicConfig().data?.passwordMinLength ?? 6;
  const schema = useMemo(() => acceptInvitationSignUpRequestSchema(minLength), [minLength]);
  const join = useAcceptInvitationSignUp(token);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', password: '', locale: toLocale(i18n.language) },
  });
  const { failure, show, clear } = useFormFailure(form);
  const errors = form.formState.errors;
  const submit = form.handleSubmit((request) => {
    clear();
    join.mutate(
      { ...request, locale: toLocale(i18n.language) },
      {
        onSuccess: () => navigate(smeRoutes.overview, { replace: true }),
        onError: (error) => show(formFailureOf(error)),
      },
    );
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-slate-700">{t('team.invitation.createIntro')}</p>
      <FormFailure message={failure && message(failure, { min: minLength })} />
      <TextField
        label={t('team.invitation.name')}
        autoComplete="name"
        required
        disabled={join.isPending}
        error={errors.name?.message && message(errors.name.message)}
        {...form.register('name')}
      />
      <Field
        label={t('team.invitation.password')}
        hint={t('common.passwordHint', { min: minLength })}
        error={errors.password?.message && message(errors.password.message, { min: minLength })}
      >
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            required
            disabled={join.isPending}
            showLabel={t('common.showPassword')}
            hideLabel={t('common.hidePassword')}
            {...form.register('password')}
          />
        )}
      </Field>
      <Button type="submit" className="w-full" size="lg" loading={join.isPending}>
        {join.isPending ? t('team.invitation.submitting') : t('team.invitation.submit')}
      </Button>
    </form>
  );
}
