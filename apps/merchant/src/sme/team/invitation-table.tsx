import { formFailureOf } from '@kopru/api-client/form-failure';
import { useRevokeInvitation } from '@kopru/api-client/team';
import type { TeamInvitation } from '@kopru/domain/schemas/team';
import { canManageRole, type MemberRole } from '@kopru/domain/team';
import { formatDateTime } from '@kopru/i18n/format';
import { useMessage } from '@kopru/i18n/react';
import { Button } from '@kopru/ui/button';
import { ConfirmDialog } from '@kopru/ui/confirm-dialog';
import { Table, TBody, TD, TH, THead, TR } from '@kopru/ui/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Invitations not yet used, with their expiry; revoking asks first. */
export function InvitationTable({
  invitations,
  actorRole,
  canManage,
}: {
  invitations: TeamInvitation[];
  actorRole: MemberRole;
  canManage: boolean;
}) {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const revoke = useRevokeInvitation();
  const [revoking, setRevoking] = useState<TeamInvitation | null>(null);
  if (invitations.length === 0)
    return <p className="px-5 py-4 text-sm text-slate-600">{t('team.noInvitations')}</p>;
  return (
    <>
      <Table caption={t('team.invitations')}>
        <THead>
          <TR>
            <TH>{t('team.columns.email')}</TH>
            <TH>{t('team.columns.role')}</TH>
            <TH>{t('team.columns.expires')}</TH>
            <TH>
              <span className="sr-only">{t('team.columns.actions')}</span>
            </TH>
          </TR>
        </THead>
        <TBody>
          {invitations.map((invitation) => (
            <TR key={invitation.id}>
              <TD>{invitation.email}</TD>
              <TD>{t(`team.roles.${invitation.role}`)}</TD>
              <TD>{formatDateTime(invitation.expiresAt, i18n.language)}</TD>
              <TD className="text-right">
                {canManage && canManageRole(actorRole, invitation.role) && (
                  <Button variant="outline" size="sm" onClick={() => setRevoking(invitation)}>
                    {t('team.revoke')}
                  </Button>
                )}
              </TD>
            </TR>
          ))}
        </TBody>
      </Table>
      {revoking && (
        <ConfirmDialog
          title={t('team.revokeTitle', { email: revoking.email })}
          description={t('team.revokeText')}
          cancelLabel={t('common.cancel')}
          confirmLabel={t('team.revoke')}
          closeLabel={t('common.close')}
          pending={revoke.isPending}
          failure={
            revoke.error ? message(formFailureOf(revoke.error).message ?? 'errors.internal_error') : null
          }
          onConfirm={() => revoke.mutate(revoking.id, { onSuccess: () => setRevoking(null) })}
          onClose={() => {
            revoke.reset();
            setRevoking(null);
          }}
        />
      )}
    </>
  );
}
