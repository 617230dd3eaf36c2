import { useSession } from '@kopru/api-client/auth';
import { useTeam } from '@kopru/api-client/team';
import { canManageRole } from '@kopru/domain/team';
import { Alert } from '@kopru/ui/alert';
import { Button } from '@kopru/ui/button';
import { Card, CardHeader } from '@kopru/ui/card';
import { PageHeader } from '@kopru/ui/page-header';
import { QueryView } from '@kopru/ui/query-view';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/permissions.ts';
import { InvitationTable } from './invitation-table.tsx';
import { InviteDialog } from './invite-dialog.tsx';
import { MemberTable } from './member-table.tsx';
import { TeamTwoFactorCard } from './team-two-factor-card.tsx';

/** Members, their roles and pending invitations; owners and admins invite and manage. */
export function TeamPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('team.title'));
  const session = useSession().data;
  const team = useTeam();
  const allowed = useCan();
  const [inviting, setInviting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const actorRole = session?.memberRole;
  if (!actorRole || !session) return null;
  const manages = allowed('team.manage');

  return (
    <>
      <PageHeader
        title={t('team.title')}
        description={t('team.intro')}
        actions={
          manages && (
            <Button
              onClick={() => {
                setNotice(null);
                setInviting(true);
              }}
            >
              <UserPlus aria-hidden="true" className="size-4" />
              {t('team.invite')}
            </Button>
          )
        }
      />
      {notice && (
        <Alert tone="success" className="mb-4">
          {notice}
        </Alert>
      )}
      <QueryView query={team} errorText={t('common.somethingWentWrong')}>
        {(data) => (
          <div className="space-y-6">
            <Card>
              <CardHeader title={t('team.members')} />
              <MemberTable
                members={data.members}
                actorRole={manages ? actorRole : 'viewer'}
                userId={session.user.id}
                onChanged={setNotice}
              />
            </Card>
            <TeamTwoFactorCard members={data.members} onChanged={setNotice} />
            {manages && (
              <Card>
                <CardHeader title={t('team.invitations')} />
                <InvitationTable
                  invitations={data.invitations}
                  actorRole={actorRole}
                  canManage={canManageRole(actorRole, 'viewer')}
                />
              </Card>
            )}
          </div>
        )}
      </QueryView>
      {inviting && (
        <InviteDialog
          actorRole={actorRole}
          onClose={() => setInviting(false)}
          onSent={(email) => {
            setInviting(false);
            setNotice(t('team.inviteDialog.sent', { email }));
          }}
        />
      )}
    </>
  );
}
