import type { AdminUser } from '@kopru/domain/schemas/admin-users';
import type { UserStatus } from '@kopru/domain/schemas/auth';
import { formatDate, formatDateTime } from '@kopru/i18n/format';
import { Badge, type BadgeTone } from '@kopru/ui/badge';
import { Button, buttonClasses } from '@kopru/ui/button';
import { Table, TBody, TD, TH, THead, TR } from '@kopru/ui/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { adminLinks } from '../../paths.ts';

const statusTones: Record<UserStatus, BadgeTone> = {
  active: 'success',
  suspended: 'danger',
  deactivated: 'neutral',
};

/** A deactivated SME account: reactivate it or delete it (each asks first). */
function DeactivatedSmeActions({
  user,
  onChange,
  onDelete,
}: {
  user: AdminUser;
  onChange(user: AdminUser): void;
  onDelete(user: AdminUser): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onChange(user)}
        aria-label={t('adminUsers.reactivateAccount.actionLabel', { email: user.email })}
      >
        {t('adminUsers.reactivateAccount.action')}
      </Button>
      <Button
        variant="danger"
        size="sm"
        onClick={() => onDelete(user)}
        aria-label={t('adminUsers.deleteAccount.actionLabel', { email: user.email })}
      >
        {t('adminUsers.deleteAccount.action')}
      </Button>
    </>
  );
}

function RowAction({
  user,
  isSelf,
  onChange,
}: {
  user: AdminUser;
  isSelf: boolean;
  onChange(user: AdminUser): void;
}) {
  const { t } = useTranslation();
  if (user.merchant) {
    return (
      <Link
        to={adminLinks.merchant(user.merchant.id)}
        className={buttonClasses('outline', 'sm')}
        aria-label={t('adminUsers.openMerchantLabel', { company: user.merchant.companyName })}
      >
        {t('adminUsers.openMerchant')}
      </Link>
    );
  }
  if (user.role !== 'admin') return null;
  if (isSelf) return <Badge tone="info">{t('adminUsers.you')}</Badge>;
  const active = user.status === 'active';
  return (
    <Button
      variant={active ? 'outline' : 'secondary'}
      size="sm"
      onClick={() => onChange(user)}
      aria-label={t(active ? 'adminUsers.deactivate.actionLabel' : 'adminUsers.reactivate.actionLabel', {
        email: user.email,
      })}
    >
      {active ? t('adminUsers.deactivate.action') : t('adminUsers.reactivate.action')}
    </Button>
  );
}

export function UsersTable({
  users,
  currentUserId,
  onChange,
  onLiftPause,
  onEndSessions,
  onDelete,
}: {
  users: AdminUser[];
  currentUserId: string | undefined;
  onChange(user: AdminUser): void;
  /** Opens the confirmation to delete a deactivated SME account. */
  onDelete(user: AdminUser): void;
  /** Opens the confirmation to lift the sign-in back-off of an account. */
  onLiftPause(user: AdminUser): void;
  /** Opens the confirmation to end every session of an account (not offered for yourself). */
  onEndSessions(user: AdminUser): void;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <Table caption={t('adminUsers.table.caption')} className="min-w-[52rem]">
      <THead>
        <tr>
          <TH>{t('adminUsers.table.user')}</TH>
          <TH>{t('adminUsers.table.role')}</TH>
          <TH>{t('adminUsers.table.status')}</TH>
          <TH>{t('adminUsers.table.lastSignIn')}</TH>
          <TH>{t('adminUsers.table.created')}</TH>
          <TH className="text-right">{t('adminUsers.table.actions')}</TH>
        </tr>
      </THead>
      <TBody>
        {users.map((user) => (
          <TR key={user.id}>
            <TD>
              <span className="block font-medium text-slate-900">{user.email}</span>
              <span className="block text-xs text-slate-500">
                {user.merchant ? user.merchant.companyName : user.name !== user.email ? user.name : ''}
              </span>
            </TD>
            <TD>
              <Badge tone={user.role === 'admin' ? 'info' : 'neutral'}>
                {t(`common.roles.${user.role}`)}
              </Badge>
            </TD>
            <TD>
              <span className="flex flex-wrap gap-1">
                <Badge tone={statusTones[user.status]}>{t(`adminUsers.status.${user.status}`)}</Badge>
                {user.signInPaused && <Badge tone="warning">{t('adminUsers.signInPause.badge')}</Badge>}
              </span>
            </TD>
            <TD className="whitespace-nowrap">
              {user.lastSignInAt ? formatDateTime(user.lastSignInAt, locale) : t('adminUsers.never')}
            </TD>
            <TD className="whitespace-nowrap">{formatDate(user.createdAt, locale)}</TD>
            <TD className="text-right whitespace-nowrap">
              <span className="inline-flex gap-2">
                {user.signInPaused && (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => onLiftPause(user)}
                    aria-label={t('adminUsers.signInPause.actionLabel', { email: user.email })}
                  >
                    {t('adminUsers.signInPause.action')}
                  </Button>
                )}
                {user.id !== currentUserId && (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => onEndSessions(user)}
                    aria-label={t('adminUsers.endSessions.actionLabel', { email: user.email })}
                  >
                    {t('adminUsers.endSessions.action')}
                  </Button>
                )}
                {user.role === 'sme' && user.status === 'deactivated' && (
                  <DeactivatedSmeActions user={user} onChange={onChange} onDelete={onDelete} />
                )}
                <RowAction user={user} isSelf={user.id === currentUserId} onChange={onChange} />
              </span>
            </TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}
