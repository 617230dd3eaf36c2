import { usePublicConfig, useSession } from '@kopru/api-client/auth';
import { usePasswordChange } from '@kopru/api-client/password-change';
import { Card, CardBody, CardHeader } from '@kopru/ui/card';
import { ChangePasswordForm } from '@kopru/ui/change-password-form';
import { TextField } from '@kopru/ui/field';
import { PageHeader } from '@kopru/ui/page-header';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { useTranslation } from 'react-i18next';

export function AccountPage() {
  const { t } = useTranslation();
  const session = useSession();
  const config = usePublicConfig();
  const change = usePasswordChange();
  useDocumentTitle(t('common.accountSettings'));
  return (
    <>
      <PageHeader title={t('common.accountSettings')} />
      <div className="grid max-w-xl gap-6">
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
