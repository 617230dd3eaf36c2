import { useAuditLog } from '@kopru/api-client/admin-audit';
import { useAdminMerchant } from '@kopru/api-client/admin-merchants';
import { Button } from '@kopru/ui/button';
import { PageHeader } from '@kopru/ui/page-header';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { ScrollText, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../components/list-view.tsx';
import { useCursorPages } from '../../lib/use-cursor-pages.ts';
import { useFilterParams } from '../../lib/use-filter-params.ts';
import { AuditFilters, auditFilterKeys } from './audit-filters.tsx';
import { AuditTable } from './audit-table.tsx';

/** A calendar day picked in the admin's time zone, as the instant it starts. */
function startOfDay(day: string, plusDays = 0): string | undefined {
  const date = new Date(`${day}T00:00:00`);
  if (Number.isNaN(date.getTime())) return undefined;
  date.setDate(date.getDate() + plusDays);
  return date.toISOString();
}

export function AuditPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('adminAudit.title'));
  const [filters, setFilters] = useFilterParams(auditFilterKeys);
  const pages = useCursorPages(JSON.stringify(filters));
  const merchant = useAdminMerchant(filters.merchantId || undefined);
  const log = useAuditLog({
    actor: filters.actor || undefined,
    action: filters.action || undefined,
    target: filters.target || undefined,
    merchantId: filters.merchantId || undefined,
    from: filters.from ? startOfDay(filters.from) : undefined,
    // The end date is inclusive for the admin: the API's bound is the start of the next day.
    to: filters.to ? startOfDay(filters.to, 1) : undefined,
    starting_after: pages.cursor,
  });

  return (
    <>
      <PageHeader title={t('adminAudit.title')} description={t('adminAudit.description')} />
      <AuditFilters values={filters} onApply={setFilters} />
      {filters.merchantId && (
        <p className="mt-4 flex flex-wrap items-center gap-2 text-sm">
          <span className="rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-800">
            {t('adminAudit.filters.merchant', {
              company: merchant.data?.merchant.companyName ?? filters.merchantId,
            })}
          </span>
          <Button variant="ghost" size="sm" onClick={() => setFilters({ merchantId: '' })}>
            <X aria-hidden="true" className="size-4" />
            {t('adminAudit.filters.removeMerchant')}
          </Button>
        </p>
      )}
      <PagedList
        query={log}
        pages={pages}
        empty={{
          icon: <ScrollText aria-hidden="true" />,
          title: t('adminAudit.empty.title'),
          text: t('adminAudit.empty.text'),
        }}
      >
        {(entries) => <AuditTable entries={entries} />}
      </PagedList>
    </>
  );
}
