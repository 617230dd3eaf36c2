import { useOutbox } from '@kopru/api-client/admin-emails';
import { emailStatuses, type OutboxEmail } from '@kopru/domain/schemas/email';
import { Alert } from '@kopru/ui/alert';
import { Card } from '@kopru/ui/card';
import { EmptyState } from '@kopru/ui/empty-state';
import { PageHeader } from '@kopru/ui/page-header';
import { PageSpinner } from '@kopru/ui/spinner';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../components/list-pagination.tsx';
import { SearchForm } from '../../components/search-form.tsx';
import { useCursorPages } from '../../lib/use-cursor-pages.ts';
import { useFilterParams } from '../../lib/use-filter-params.ts';
import { EmailDialog } from './email-dialog.tsx';
import { EmailsTable } from './emails-table.tsx';

const filterKeys = ['to', 'status'] as const;

export function EmailsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('adminEmails.title'));
  const [filters, setFilters] = useFilterParams(filterKeys);
  const status = emailStatuses.find((value) => value === filters.status);
  const pages = useCursorPages(`${filters.to}|${status ?? ''}`);
  const list = useOutbox({ to: filters.to || undefined, status, starting_after: pages.cursor });
  const [open, setOpen] = useState<OutboxEmail | null>(null);

  return (
    <>
      <PageHeader title={t('adminEmails.title')} description={t('adminEmails.description')} />
      <SearchForm
        query={filters.to}
        onSearch={(to) => setFilters({ to })}
        labels={{
          search: t('adminEmails.filter.recipient'),
          placeholder: t('adminEmails.filter.placeholder'),
          submit: t('adminEmails.filter.submit'),
        }}
        filter={{
          label: t('adminEmails.filter.status'),
          value: status ?? '',
          onChange: (value) => setFilters({ status: value }),
          options: [
            { value: '', label: t('adminEmails.filter.all') },
            ...emailStatuses.map((value) => ({ value, label: t(`adminEmails.status.${value}`) })),
          ],
        }}
      />
      {list.data && (
        <Alert className="mt-4" tone={list.data.delivery === 'not_leaving' ? 'warning' : 'info'}>
          {t(`adminEmails.delivery.${list.data.delivery}`)}
        </Alert>
      )}
      <Card className="mt-4">
        {list.isPending ? (
          <PageSpinner label={t('common.loading')} />
        ) : list.isError ? (
          <div className="p-4">
            <Alert tone="error">{t('admin.list.loadFailed')}</Alert>
          </div>
        ) : list.data.data.length === 0 ? (
          <EmptyState
            icon={<Mail aria-hidden="true" />}
            title={t('adminEmails.empty.title')}
            text={t('adminEmails.empty.text')}
          />
        ) : (
          <>
            <EmailsTable emails={list.data.data} onOpen={setOpen} />
            <ListPagination
              pages={pages}
              hasMore={list.data.has_more}
              lastId={list.data.data.at(-1)?.id}
              busy={list.isFetching}
            />
          </>
        )}
      </Card>
      {open && <EmailDialog email={open} onClose={() => setOpen(null)} />}
    </>
  );
}
