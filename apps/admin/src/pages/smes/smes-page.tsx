import { useAdminMerchants } from '@kopru/api-client/admin-merchants';
import { type MerchantStatus, merchantStatuses } from '@kopru/domain/merchant-status';
import type { AdminMerchant } from '@kopru/domain/schemas/admin-merchants';
import { Alert } from '@kopru/ui/alert';
import { PageHeader } from '@kopru/ui/page-header';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { Building2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../components/list-view.tsx';
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
      <PagedList
        query={list}
        pages={pages}
        empty={{
          icon: <Building2 aria-hidden="true" />,
          title: t('adminSmes.empty.title'),
          text: filtered ? t('adminSmes.empty.filtered') : t('adminSmes.empty.none'),
        }}
      >
        {(merchants) => (
          <SmesTable
            merchants={merchants}
            onEdit={(merchant) => {
              setSaved(false);
              setEditing(merchant);
            }}
          />
        )}
      </PagedList>
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
