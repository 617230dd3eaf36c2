import { ApiError } from '@kopru/api-client/client';
import { formFailureOf } from '@kopru/api-client/form-failure';
import { useChangeMemberRole, useRemoveMember } from '@kopru/api-client/team';
import type { TeamMember } from '@kopru/domain/schemas/team';
import { canManageRole, type MemberRole, memberRoles } from '@kopru/domain/team';
import { useMessage } from '@kopru/i18n/react';
import { Badge } from '@kopru/ui/badge';
import { Button } from '@kopru/ui/button';
import { ConfirmDialog } from '@kopru/ui/confirm-dialog';
import { Select } from '@kopru/ui/input';
import { Table, TBody, TD, TH, THead, TR } from '@kopru/ui/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What a refused change says: the only conflict here is leaving the team without an owner. */
function failureKey(error: unknown): string {
  if (error instanceof ApiError && error.code === 'conflict') return 'team.lastOwner';
  return formFailureOf(error).message ?? 'errors.internal_error';
}

/** The members with their roles; a role the actor may manage can be changed or removed. */
export function MemberTable({
  members,
  actorRole,
  userId,
  onChanged,
}: {
  members: TeamMember[];
  actorRole: MemberRole;
  userId: string;
  onChanged(text: string): void;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const changeRole = useChangeMemberRole();
  const remove = useRemoveMember();
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const manages = (member: TeamMember) => canManageRole(actorRole, member.role);

  const change = (member: TeamMember, role: MemberRole) => {
    setFailure(null);
    changeRole.mutate(
      { id: member.id, role },
      {
        onSuccess: () =>
          onChanged(t('team.roleChanged', { email: member.email, role: t(`team.roles.${role}`) })),
        onError: (error) => setFailure(message(failureKey(error))),
      },
    );
  };

  return (
    <>
      {failure && (
        <p role="alert" className="px-5 py-2 text-sm text-red-700">
          {failure}
        </p>
      )}
      <Table caption={t('team.members')}>
        <THead>
          <TR>
            <TH>{t('team.columns.person')}</TH>
            <TH>{t('team.columns.role')}</TH>
            <TH>{t('team.columns.twoFactor')}</TH>
            <TH>
              <span className="sr-only">{t('team.columns.actions')}</span>
            </TH>
          </TR>
        </THead>
        <TBody>
          {members.map((member) => (
            <TR key={member.id}>
              <TD>
                <span className="block font-medium text-slate-900">
                  {member.name} {member.userId === userId && t('team.you')}
                </span>
                <span className="text-slate-600">{member.email}</span>
              </TD>
              <TD>
                {manages(member) ? (
                  <Select
                    aria-label={t('team.roleOf', { email: member.email })}
                    value={member.role}
                    disabled={changeRole.isPending}
                    onChange={(event) => change(member, event.target.value as MemberRole)}
                    className="w-auto min-w-36"
                  >
                    {memberRoles
                      .filter((role) => canManageRole(actorRole, role))
                      .map((role) => (
                        <option key={role} value={role}>
                          {t(`team.roles.${role}`)}
                        </option>
                      ))}
                  </Select>
                ) : (
                  t(`team.roles.${member.role}`)
                )}
              </TD>
              <TD>
                <Badge tone={member.twoFactorEnabled ? 'success' : 'neutral'}>
                  {member.twoFactorEnabled ? t('team.twoFactorOn') : t('team.twoFactorOff')}
                </Badge>
              </TD>
              <TD className="text-right">
                {manages(member) && (
                  <Button variant="outline" size="sm" onClick={() => setRemoving(member)}>
                    {t('team.remove')}
                  </Button>
                )}
              </TD>
            </TR>
          ))}
        </TBody>
      </Table>
      {removing && (
        <ConfirmDialog
          title={t('team.removeTitle', { email: removing.email })}
          description={t('team.removeText')}
          cancelLabel={t('common.cancel')}
          confirmLabel={t('team.remove')}
          closeLabel={t('common.close')}
          pending={remove.isPending}
          failure={remove.error ? message(failureKey(remove.error)) : null}
          onConfirm={() => remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
          onClose={() => {
            remove.reset();
            setRemoving(null);
          }}
        />
      )}
    </>
  );
}
