import type { Dispute } from '@kopru/domain/schemas/disputes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from './alert.tsx';

/** On a transaction: one notice per dispute of the payment, with a link to it (the console's router link). */
export function DisputeNotices({
  disputes,
  link,
}: {
  disputes: Dispute[];
  link: (dispute: Dispute, children: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation();
  if (disputes.length === 0) return null;
  return (
    <div className="mb-4 space-y-2">
      {disputes.map((dispute) => (
        <Alert key={dispute.id} tone={dispute.status === 'won' ? 'success' : 'warning'}>
          {t('disputes.onTransaction', { status: t(`disputes.status.${dispute.status}`) })}{' '}
          {link(dispute, t('disputes.openDispute'))}
        </Alert>
      ))}
    </div>
  );
}
