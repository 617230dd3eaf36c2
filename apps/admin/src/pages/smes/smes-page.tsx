import { useAdminMerchants } from '@kopru/api-client/admin-merchants';
import { type MerchantStatus, merchantStatuses } from '@kopru/domain/merchant-status';
import type { AdminMerchant } from '@kopru/domain/schemas/admin-merchants';
import { Alert } from '@kopru/ui/alert';
import { Card } from '@kopru/ui/card';
import { EmptyState } from '@kopru/ui/empty-state';
import { PageHeader } from '@kopru/ui/page-header';
import { PageSpinner } from '@kopru/ui/spinner';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { Building2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../components/list-pagination.tsx';
import { SearchForm } from '../../components/search-form.tsx';
import { useCursorPages } from '../../lib/use-cursor-pages.ts';
import { useFilterParams } from '../../lib/use-filter-params.ts';
import { EditMerchantDialog } from './edit-merchant-dialog.tsx';
import { SmesTable } from './smes-table.tsx';

const filterKeys = ['q', 'status'] as const;

function toStatus(value: string): MerchantStatus | undefined {
  return merchantStatuses.find((status) => status === value);
}

export function SmesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('adminSmes.title'));
  const [filters, setFilters] = useFilterParams(filterKeys);
  const status = toStatus(filters.status);
  const pages = useCursorPages(`${filters.q}|${status ?? ''}`);
  const list = useAdminMerchants({ q: filters.q || undefined, status, starting_after: pages.cursor });
  const [editing, setEditing] = useState<AdminMerchant | null>(null);
  const [saved, setSaved] = useState(false);
  const filtered = Boolean(filters.q || status);

  return (
    <>
      <PageHeader title={t('adminSmes.title')} description={t('adminSmes.description')} />
      {saved && (
        <Alert tone="success" className="mb-4">
          {t('adminSmes.editDialog.saved')}
        </Alert>
      )}
      <SearchForm
        query={filters.q}
        onSearch={(q) => setFilters({ q })}
        labels={{
          search: t('adminSmes.search.label'),
          placeholder: t('adminSmes.search.placeholder'),
          submit: t('adminSmes.search.submit'),
        }}
        filter={{
          label: t('adminSmes.statusFilter.label'),
          value: status ?? '',
          onChange: (value) => setFilters({ status: value }),
          options: [
            { value: '', label: t('adminSmes.statusFilter.all') },
            ...merchantStatuses.map((value) => ({ value, label: t(`adminSmes.status.${value}`) })),
          ],
        }}
      />
      <Card className="mt-4">
        {list.isPending ? (
          <PageSpinner label={t('common.loading')} />
        ) : list.isError ? (
          <div className="p-4">
            <Alert tone="error">{t('admin.list.loadFailed')}</Alert>
          </div>
        ) : list.data.data.length === 0 ? (
          <EmptyState
            icon={<Building2 aria-hidden="true" />}
            title={t('adminSmes.empty.title')}
            text={filtered ? t('adminSmes.empty.filtered') : t('adminSmes.empty.none')}
          />
        ) : (
          <>
            <SmesTable
              merchants={list.data.data}
              onEdit={(merchant) => {
                setSaved(false);
                setEditing(merchant);
              }}
            />
            <ListPagination
              pages={pages}
              hasMore={list.data.has_more}
              lastId={list.data.data.at(-1)?.id}
              busy={list.isFetching}
            />
          </>
        )}
      </Card>
      {editing && (
        <EditMerchantDialog
          merchant={editing}
          onClose={() => setEditing(null)}
          onSaved={() => setSaved(true)}
        />
      )}
    </>
  );
}
