import { useOutbox } from '@kopru/api-client/admin-emails';
import { emailStatuses, type OutboxEmail } from '@kopru/domain/schemas/email';
import { Alert } from '@kopru/ui/alert';
import { PageHeader } from '@kopru/ui/page-header';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../components/list-view.tsx';
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
      <PagedList
        query={list}
        pages={pages}
        empty={{
          icon: <Mail aria-hidden="true" />,
          title: t('adminEmails.empty.title'),
          text: t('adminEmails.empty.text'),
        }}
      >
        {(emails) => <EmailsTable emails={emails} onOpen={setOpen} />}
      </PagedList>
      {open && <EmailDialog email={open} onClose={() => setOpen(null)} />}
    </>
  );
}
