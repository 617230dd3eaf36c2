import type { AdminOverview } from '@kopru/domain/schemas/admin';
import { formatDateTime } from '@kopru/i18n/format';
import { Alert } from '@kopru/ui/alert';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { adminRoutes } from '../paths.ts';

/**
 * The operator's check of the acquirer on the overview: whether it answers with the configured
 * keys, that iyzico cannot say which currencies the account accepts, and what waits in the
 * reconciliation queue.
 */
export function AcquirerNotice({
  data,
}: {
  data: Pick<AdminOverview, 'acquirer' | 'reconciliationWaiting'>;
}) {
  const { t, i18n } = useTranslation();
  const { acquirer, reconciliationWaiting } = data;
  const values = {
    provider: acquirer.provider,
    answer: acquirer.answer ?? '',
    time: formatDateTime(acquirer.checkedAt, i18n.language),
  };
  const trouble =
    acquirer.status === 'refused' || acquirer.status === 'unreachable' || reconciliationWaiting > 0;
  return (
    <Alert className="mb-6" tone={trouble ? 'warning' : 'info'} title={t('admin.overview.acquirer.title')}>
      <p>{t(`admin.overview.acquirer.${acquirer.status}`, values)}</p>
      {acquirer.provider === 'iyzico' && <p className="mt-1">{t('admin.overview.acquirer.currencies')}</p>}
      {reconciliationWaiting > 0 && (
        <p className="mt-1">
          {t('admin.overview.acquirer.waiting', { count: reconciliationWaiting })}{' '}
          <Link to={adminRoutes.reconciliation} className="font-medium underline">
            {t('admin.overview.acquirer.openReconciliation')}
          </Link>
        </p>
      )}
    </Alert>
  );
}
