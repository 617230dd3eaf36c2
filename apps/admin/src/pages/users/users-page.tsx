import { useAdminUsers } from '@kopru/api-client/admin-users';
import { useSession } from '@kopru/api-client/auth';
import type { AdminUser } from '@kopru/domain/schemas/admin-users';
import { roles, userStatuses } from '@kopru/domain/schemas/auth';
import { Alert } from '@kopru/ui/alert';
import { Button } from '@kopru/ui/button';
import { PageHeader } from '@kopru/ui/page-header';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EndSessionsDialog } from '../../components/end-sessions-dialog.tsx';
import { PagedList } from '../../components/list-view.tsx';
import { SearchForm } from '../../components/search-form.tsx';
import { useCursorPages } from '../../lib/use-cursor-pages.ts';
import { useFilterParams } from '../../lib/use-filter-params.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import { InviteDialog } from './invite-dialog.tsx';
import { SignInPauseDialog } from './sign-in-pause-dialog.tsx';
import { UserActiveDialog } from './user-active-dialog.tsx';
import { UsersTable } from './users-table.tsx';

const filterKeys = ['q', 'role', 'status'] as const;

export function UsersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('adminUsers.title'));
  const session = useSession();
  const [filters, setFilters] = useFilterParams(filterKeys);
  const role = roles.find((value) => value === filters.role);
  const status = userStatuses.find((value) => value === filters.status);
  const pages = useCursorPages(`${filters.q}|${role ?? ''}|${status ?? ''}`);
  const list = useAdminUsers({ q: filters.q || undefined, role, status, starting_after: pages.cursor });
  const [inviting, setInviting] = useState(false);
  const [changing, setChanging] = useState<AdminUser | null>(null);
  const [lifting, setLifting] = useState<AdminUser | null>(null);
  const [ending, setEnding] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <>
      <PageHeader
        title={t('adminUsers.title')}
        description={t('adminUsers.description')}
        actions={
          <Button onClick={() => setInviting(true)}>
            <UserPlus aria-hidden="true" className="size-4" />
            {t('adminUsers.invite.action')}
          </Button>
        }
      />
      {notice && (
        <Alert tone="success" className="mb-4">
          {notice}
        </Alert>
      )}
      <SearchForm
        query={filters.q}
        onSearch={(q) => setFilters({ q })}
        labels={{
          search: t('adminUsers.search.label'),
          placeholder: t('adminUsers.search.placeholder'),
          submit: t('adminUsers.search.submit'),
        }}
        filter={{
          label: t('adminUsers.roleFilter.label'),
          value: role ?? '',
          onChange: (value) => setFilters({ role: value }),
          options: [
            { value: '', label: t('adminUsers.roleFilter.all') },
            ...roles.map((value) => ({ value, label: t(`common.roles.${value}`) })),
          ],
        }}
        extraFilter={{
          label: t('adminUsers.statusFilter.label'),
          value: status ?? '',
          onChange: (value) => setFilters({ status: value }),
          options: [
            { value: '', label: t('adminUsers.statusFilter.all') },
            ...userStatuses.map((value) => ({ value, label: t(`adminUsers.status.${value}`) })),
          ],
        }}
      />
      <PagedList
        query={list}
        pages={pages}
        empty={{
          icon: <Users aria-hidden="true" />,
          title: t('adminUsers.empty.title'),
          text: t('adminUsers.empty.text'),
        }}
      >
        {(users) => (
          <UsersTable
            users={users}
            currentUserId={session.data?.user.id}
            onChange={setChanging}
            onLiftPause={setLifting}
            onEndSessions={setEnding}
            onDelete={setDeleting}
          />
        )}
      </PagedList>
      {inviting && (
        <InviteDialog
          onClose={() => setInviting(false)}
          onSent={(email) => setNotice(t('adminUsers.invite.sent', { email }))}
        />
      )}
      {lifting && (
        <SignInPauseDialog
          user={lifting}
          onClose={() => setLifting(null)}
          onDone={(message) => setNotice(message)}
        />
      )}
      {ending && (
        <EndSessionsDialog
          user={ending}
          onClose={() => setEnding(null)}
          onDone={(message) => setNotice(message)}
        />
      )}
      {deleting && (
        <DeleteAccountDialog
          user={deleting}
          onClose={() => setDeleting(null)}
          onDone={(message) => setNotice(message)}
        />
      )}
      {changing && (
        <UserActiveDialog
          user={changing}
          onClose={() => setChanging(null)}
          onDone={(message) => setNotice(message)}
        />
      )}
    </>
  );
}
