import { useAuditLog } from '@kopru/api-client/admin-audit';
import { Alert } from '@kopru/ui/alert';
import { Card, CardHeader } from '@kopru/ui/card';
import { Spinner } from '@kopru/ui/spinner';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ListPagination } from '../../components/list-pagination.tsx';
import { useCursorPages } from '../../lib/use-cursor-pages.ts';
import { AuditTable } from '../audit/audit-table.tsx';

export function MerchantAuditTrail({ merchantId }: { merchantId: string }) {
  const { t } = useTranslation();
  const pages = useCursorPages(merchantId);
  const log = useAuditLog({ merchantId, limit: 10, starting_after: pages.cursor });
  return (
    <Card>
      <CardHeader
        title={t('adminSmes.detail.auditTrail')}
        description={t('adminSmes.detail.auditTrailDescription')}
        action={
          <Link
            to={`/dashboard/audit?merchantId=${encodeURIComponent(merchantId)}`}
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            {t('adminSmes.detail.openAuditLog')}
          </Link>
        }
      />
      {log.isPending ? (
        <div className="flex justify-center p-6 text-brand-700">
          <Spinner label={t('common.loading')} />
        </div>
      ) : log.isError ? (
        <div className="p-4">
          <Alert tone="error">{t('admin.list.loadFailed')}</Alert>
        </div>
      ) : log.data.data.length === 0 ? (
        <p className="px-5 py-4 text-sm text-slate-600">{t('adminAudit.empty.text')}</p>
      ) : (
        <>
          <AuditTable entries={log.data.data} />
          <ListPagination
            pages={pages}
            hasMore={log.data.has_more}
            lastId={log.data.data.at(-1)?.id}
            busy={log.isFetching}
          />
        </>
      )}
    </Card>
  );
}
