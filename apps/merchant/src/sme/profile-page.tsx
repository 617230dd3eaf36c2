import { zodResolver } from '@hookform/resolvers/zod';
import { useAcquirerRegistration } from '@kopru/api-client/acquirer-registration';
import { usePublicConfig, useSession, useSignOut, useUpdateProfile } from '@kopru/api-client/auth';
import { formFailureOf } from '@kopru/api-client/form-failure';
import { usePendingIdentityChange } from '@kopru/api-client/identity-changes';
import { usePasswordChange } from '@kopru/api-client/password-change';
import { useEndMySessions, useMySessions } from '@kopru/api-client/sessions';
import { useTwoFactorActions } from '@kopru/api-client/two-factor';
import type { MerchantProfile } from '@kopru/domain/schemas/merchant';
import { updateProfileRequest } from '@kopru/domain/schemas/merchant';
import { useMessage } from '@kopru/i18n/react';
import { Alert } from '@kopru/ui/alert';
import { Button } from '@kopru/ui/button';
import { Card, CardBody, CardHeader } from '@kopru/ui/card';
import { ChangePasswordForm } from '@kopru/ui/change-password-form';
import { TextField } from '@kopru/ui/field';
import { FormFailure } from '@kopru/ui/form-actions';
import { PageHeader } from '@kopru/ui/page-header';
import { SessionsCard, TwoFactorCard } from '@kopru/ui/security-cards';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { useFormFailure } from '@kopru/ui/use-form-failure';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { useCan } from '../lib/permissions.ts';
import { BrandCard } from './brand/brand-card.tsx';
import { DomainsCard } from './domains-card.tsx';
import { PaidEmailsCard } from './paid-emails-card.tsx';

export function ProfilePage() {
  const { t } = useTranslation();
  const session = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const config = usePublicConfig();
  const change = usePasswordChange();
  const twoFactor = useTwoFactorActions();
  // A member whose team requires two-factor reaches only its setup (403 for everything else).
  const setupOnly = session.data?.user.twoFactorSetupRequired ?? false;
  const sessions = useMySessions(!setupOnly);
  const endSessions = useEndMySessions();
  const allowed = useCan();
  useDocumentTitle(t('sme.profile.title'));
  const merchant = session.data?.merchant;
  if (!merchant) return null;
  return (
    <>
      <PageHeader title={t('sme.profile.title')} description={t('sme.profile.subtitle')} />
      {setupOnly && (
        <Alert tone="warning" title={t('team.twoFactorRequired.title')} className="mb-6">
          {t('team.twoFactorRequired.profileText')}
        </Alert>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        {!setupOnly && allowed('profile.manage') && <CompanyForm merchant={merchant} />}
        {!setupOnly && <PaidEmailsCard canManage={allowed('profile.manage')} />}
        {!setupOnly && <DomainsCard canManage={allowed('profile.manage')} />}
        {!setupOnly && <BrandCard canManage={allowed('profile.manage')} />}
        {!setupOnly && (
          <Card>
            <CardHeader title={t('sme.profile.changePassword')} />
            <CardBody>
              <ChangePasswordForm minLength={config.data?.passwordMinLength ?? 6} change={change} />
            </CardBody>
          </Card>
        )}
        <TwoFactorCard
          enabled={session.data?.user.twoFactorEnabled ?? false}
          required={merchant.requireTwoFactor}
          actions={twoFactor}
        />
        {!setupOnly && <SessionsCard query={sessions} end={endSessions.mutateAsync} />}
      </div>
      <div className="mt-6">
        <Button
          variant="outline"
          onClick={() => signOut.mutate(undefined, { onSettled: () => navigate('/', { replace: true }) })}
        >
          {t('sme.profile.logout')}
        </Button>
      </div>
    </>
  );
}

function CompanyForm({ merchant }: { merchant: MerchantProfile }) {
  const { t } = useTranslation();
  const message = useMessage();
  const update = useUpdateProfile();
  const verified = merchant.verificationStatus === 'verified';
  const pending = usePendingIdentityChange(verified).data?.pending ?? null;
  // What iyzico refused or lacks that the merchant can correct here (tax office, names).
  const registration = useAcquirerRegistration(verified).data;
  const kindFields = registration?.state === 'refused' ? (registration.refusal?.fields ?? []) : [];
  const form = useForm<z.input<typeof updateProfileRequest>, unknown, z.output<typeof updateProfileRequest>>({
    resolver: zodResolver(updateProfileRequest),
    defaultValues: {
      companyName: merchant.companyName,
      taxId: merchant.taxId,
      authPersonName: merchant.authPersonName,
    },
  });
  const { failure, show, clear } = useFormFailure(form);

  const submit = form.handleSubmit(
    (request) => {
      clear();
      update.mutate(request, { onError: (error) => show(formFailureOf(error)) });
    },
    () => update.reset(),
  );

  const field = (key: 'companyName' | 'taxId' | 'authPersonName') => {
    const error = form.formState.errors[key]?.message;
    return { ...form.register(key), error: error && message(error), disabled: update.isPending };
  };
  // Left empty: unchanged (the API keeps the approved value).
  const kindField = (key: 'taxOffice' | 'holderFirstName' | 'holderLastName') => {
    const error = form.formState.errors[key]?.message;
    const register = form.register(key, { setValueAs: (value: string) => value.trim() || undefined });
    return { ...register, error: error && message(error), disabled: update.isPending };
  };

  return (
    <Card id="company">
      <CardHeader title={t('sme.profile.companyInfo')} />
      <CardBody>
        <form noValidate onSubmit={submit} className="space-y-4">
          {update.isSuccess && !pending && <Alert tone="success">{t('sme.profile.updated')}</Alert>}
          {update.isSuccess && pending && <Alert tone="success">{t('sme.profile.identitySent')}</Alert>}
          {pending && (
            <Alert tone="info" title={t('sme.profile.identityPendingTitle')}>
              {t('sme.profile.identityPending', pending.requested)}
              {pending.requested.taxOffice && (
                <p>{t('acquirerRegistration.profile.pendingTaxOffice', pending.requested)}</p>
              )}
              {pending.requested.holderFirstName && (
                <p>{t('acquirerRegistration.profile.pendingFirstName', pending.requested)}</p>
              )}
              {pending.requested.holderLastName && (
                <p>{t('acquirerRegistration.profile.pendingLastName', pending.requested)}</p>
              )}
            </Alert>
          )}
          {verified && !pending && (
            <p className="text-sm text-slate-600">{t('sme.profile.identityReview')}</p>
          )}
          <FormFailure message={failure && message(failure)} />
          <TextField
            label={t('sme.profile.email')}
            value={merchant.email}
            readOnly
            hint={t('sme.profile.emailReadOnly')}
          />
          <TextField
            label={t('sme.profile.companyName')}
            autoComplete="organization"
            {...field('companyName')}
          />
          <TextField label={t('sme.profile.taxId')} inputMode="numeric" {...field('taxId')} />
          <TextField
            label={t('sme.profile.authPersonName')}
            autoComplete="name"
            {...field('authPersonName')}
          />
          {kindFields.length > 0 && (
            <p className="text-sm text-slate-600">{t('acquirerRegistration.profile.intro')}</p>
          )}
          {kindFields.includes('taxOffice') && (
            <TextField
              label={t('kyc.form.taxOffice')}
              hint={t('kyc.form.taxOfficeHint')}
              {...kindField('taxOffice')}
            />
          )}
          {kindFields.includes('holderFirstName') && (
            <TextField
              label={t('kyc.form.holderFirstName')}
              hint={t('kyc.form.holderHint')}
              autoComplete="given-name"
              {...kindField('holderFirstName')}
            />
          )}
          {kindFields.includes('holderLastName') && (
            <TextField
              label={t('kyc.form.holderLastName')}
              autoComplete="family-name"
              {...kindField('holderLastName')}
            />
          )}
          <Button type="submit" loading={update.isPending}>
            {update.isPending ? t('sme.profile.updating') : t('sme.profile.update')}
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
