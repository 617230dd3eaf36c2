import { formFailureOf } from '@kopru/api-client/form-failure';
import { useAdminEndUserSessions } from '@kopru/api-client/sessions';
import type { TeamMember } from '@kopru/domain/schemas/team';
import { formatDateTime } from '@kopru/i18n/format';
import { useMessage } from '@kopru/i18n/react';
import { Alert } from '@kopru/ui/alert';
import { Badge } from '@kopru/ui/badge';
import { Button } from '@kopru/ui/button';
import { Card, CardBody, CardHeader } from '@kopru/ui/card';
import { ConfirmDialog } from '@kopru/ui/confirm-dialog';
import { Table, TBody, TD, TH, THead, TR } from '@kopru/ui/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The merchant's team members with their roles; an admin can sign one out everywhere. */
export function MerchantMembers({ members }: { members: TeamMember[] }) {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const end = useAdminEndUserSessions();
  const [ending, setEnding] = useState<TeamMember | null>(null);
  const [done, setDone] = useState<string | null>(null);
  return (
    <Card>
      <CardHeader title={t('adminSmes.members.title')} />
      <CardBody className="space-y-3">
        {done && <Alert tone="success">{done}</Alert>}
        <Table caption={t('adminSmes.members.title')}>
          <THead>
            <TR>
              <TH>{t('team.columns.person')}</TH>
              <TH>{t('team.columns.role')}</TH>
              <TH>{t('team.columns.twoFactor')}</TH>
              <TH>{t('adminSmes.members.lastSignIn')}</TH>
              <TH>
                <span className="sr-only">{t('team.columns.actions')}</span>
              </TH>
            </TR>
          </THead>
          <TBody>
            {members.map((member) => (
              <TR key={member.id}>
                <TD>
                  <span className="block font-medium text-slate-900">{member.name}</span>
                  <span className="text-slate-600">{member.email}</span>
                </TD>
                <TD>{t(`team.roles.${member.role}`)}</TD>
                <TD>
                  <Badge tone={member.twoFactorEnabled ? 'success' : 'neutral'}>
                    {member.twoFactorEnabled ? t('team.twoFactorOn') : t('team.twoFactorOff')}
                  </Badge>
                </TD>
                <TD>{member.lastSignInAt ? formatDateTime(member.lastSignInAt, i18n.language) : '–'}</TD>
                <TD className="text-right">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => {
                      setDone(null);
                      setEnding(member);
                    }}
                  >
                    {t('adminSmes.members.endSessions')}
                  </Button>
                </TD>
              </TR>
            ))}
          </TBody>
        </Table>
      </CardBody>
      {ending && (
        <ConfirmDialog
          title={t('adminSmes.members.endTitle', { email: ending.email })}
          description={t('adminSmes.members.endText')}
          cancelLabel={t('common.cancel')}
          confirmLabel={t('adminSmes.members.endSessions')}
          closeLabel={t('common.close')}
          pending={end.isPending}
          failure={end.error ? message(formFailureOf(end.error).message ?? 'errors.internal_error') : null}
          onConfirm={() =>
            end.mutate(ending.userId, {
              onSuccess: () => {
                setDone(t('adminSmes.members.ended', { email: ending.email }));
                setEnding(null);
              },
            })
          }
          onClose={() => {
            end.reset();
            setEnding(null);
          }}
        />
      )}
    </Card>
  );
}
