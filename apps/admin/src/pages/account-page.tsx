import { usePublicConfig, useSession } from '@kopru/api-client/auth';
import { usePasswordChange } from '@kopru/api-client/password-change';
import { useEndMySessions, useMySessions } from '@kopru/api-client/sessions';
import { useTwoFactorActions } from '@kopru/api-client/two-factor';
import { Alert } from '@kopru/ui/alert';
import { Card, CardBody, CardHeader } from '@kopru/ui/card';
import { ChangePasswordForm } from '@kopru/ui/change-password-form';
import { TextField } from '@kopru/ui/field';
import { PageHeader } from '@kopru/ui/page-header';
import { SessionsCard, TwoFactorCard } from '@kopru/ui/security-cards';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { useTranslation } from 'react-i18next';

export function AccountPage() {
  const { t } = useTranslation();
  const session = useSession();
  const config = usePublicConfig();
  const change = usePasswordChange();
  const twoFactor = useTwoFactorActions();
  const endSessions = useEndMySessions();
  const user = session.data?.user;
  // An admin who must still set up two-factor reaches only the setup (403 for everything else).
  const sessions = useMySessions(user !== undefined && !user.twoFactorSetupRequired);
  useDocumentTitle(t('common.accountSettings'));
  return (
    <>
      <PageHeader title={t('common.accountSettings')} />
      <div className="grid max-w-xl gap-6">
        {user?.twoFactorSetupRequired && (
          <Alert tone="warning" title={t('auth.twoFactor.setupRequiredTitle')}>
            {t('auth.twoFactor.setupRequired')}
          </Alert>
        )}
        <TwoFactorCard
          enabled={user?.twoFactorEnabled ?? false}
          required={config.data?.adminTwoFactorRequired ?? false}
          actions={twoFactor}
        />
        {user && !user.twoFactorSetupRequired && (
          <SessionsCard query={sessions} end={endSessions.mutateAsync} />
        )}
        <Card>
          <CardBody>
            <TextField
              label={t('sme.profile.email')}
              value={session.data?.user.email ?? ''}
              readOnly
              hint={t('sme.profile.emailReadOnly')}
            />
          </CardBody>
        </Card>
        <Card>
          <CardHeader title={t('sme.profile.changePassword')} />
          <CardBody>
            <ChangePasswordForm minLength={config.data?.passwordMinLength ?? 6} change={change} />
          </CardBody>
        </Card>
      </div>
    </>
  );
}
