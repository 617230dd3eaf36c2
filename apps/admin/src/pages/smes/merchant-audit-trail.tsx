import { useAuditLog } from '@kopru/api-client/admin-audit';
import { CardHeader } from '@kopru/ui/card';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PagedList } from '../../components/list-view.tsx';
import { useCursorPages } from '../../lib/use-cursor-pages.ts';
import { adminLinks } from '../../paths.ts';
import { AuditTable } from '../audit/audit-table.tsx';

export function MerchantAuditTrail({ merchantId }: { merchantId: string }) {
  const { t } = useTranslation();
  const pages = useCursorPages(merchantId);
  const log = useAuditLog({ merchantId, limit: 10, starting_after: pages.cursor });
  return (
    <PagedList
      query={log}
      pages={pages}
      empty={t('adminAudit.empty.text')}
      header={
        <CardHeader
          title={t('adminSmes.detail.auditTrail')}
          description={t('adminSmes.detail.auditTrailDescription')}
          action={
            <Link
              to={adminLinks.auditOf(merchantId)}
              className="text-sm font-medium text-brand-700 hover:underline"
            >
              {t('adminSmes.detail.openAuditLog')}
            </Link>
          }
        />
      }
    >
      {(entries) => <AuditTable entries={entries} />}
    </PagedList>
  );
}
