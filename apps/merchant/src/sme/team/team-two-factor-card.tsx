import { useSession } from '@kopru/api-client/auth';
import { errorMessageKey } from '@kopru/api-client/client';
import { useSetTeamTwoFactor } from '@kopru/api-client/team';
import type { TeamMember } from '@kopru/domain/schemas/team';
import { useMessage } from '@kopru/i18n/react';
import { Alert } from '@kopru/ui/alert';
import { buttonClasses } from '@kopru/ui/button';
import { Card, CardBody, CardHeader } from '@kopru/ui/card';
import { Switch } from '@kopru/ui/switch';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCan } from '../../lib/permissions.ts';
import { smeRoutes } from '../../paths.ts';

/**
 * Whether every member must use two-factor sign-in: owners switch it, once their own account uses
 * it (the API refuses otherwise); everyone else sees the rule.
 */
export function TeamTwoFactorCard({
  members,
  onChanged,
}: {
  members: TeamMember[];
  onChanged(notice: string): void;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const session = useSession().data;
  const change = useSetTeamTwoFactor();
  const owner = useCan()('team.security');
  if (!session?.merchant) return null;
  const required = session.merchant.requireTwoFactor;
  const ownFirst = owner && !required && !session.user.twoFactorEnabled;
  const without = members.filter((member) => !member.twoFactorEnabled).length;

  const set = (next: boolean) =>
    change.mutate(next, {
      onSuccess: () => onChanged(t(next ? 'team.twoFactor.turnedOn' : 'team.twoFactor.turnedOff')),
    });

  return (
    <Card>
      <CardHeader title={t('team.twoFactor.title')} />
      <CardBody className="space-y-4">
        <Switch
          checked={required}
          onCheckedChange={set}
          label={t('team.twoFactor.label')}
          description={t(required ? 'team.twoFactor.on' : 'team.twoFactor.off')}
          disabled={!owner || ownFirst}
          busy={change.isPending}
        />
        <p className="text-sm text-slate-600">{t('team.twoFactor.description')}</p>
        {without > 0 && (
          <p className="text-sm text-slate-600">{t('team.twoFactor.membersWithout', { count: without })}</p>
        )}
        {!owner && <p className="text-sm text-slate-500">{t('team.twoFactor.onlyOwners')}</p>}
        {ownFirst && (
          <Alert
            tone="info"
            action={
              <Link to={smeRoutes.profile} className={buttonClasses('outline', 'sm')}>
                {t('team.twoFactor.openProfile')}
              </Link>
            }
          >
            {t('team.twoFactor.ownFirst')}
          </Alert>
        )}
        {change.isError && <Alert tone="error">{message(errorMessageKey(change.error))}</Alert>}
      </CardBody>
    </Card>
  );
}
