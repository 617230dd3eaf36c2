import type { Payment } from '@kopru/domain/schemas/payments';
import { useTranslation } from 'react-i18next';
import { Card, CardBody, CardHeader } from './card.tsx';

/**
 * The merchant's own reference and key-value pairs of a payment (taken from its link when it was
 * made); nothing when it has neither.
 */
export function TransactionReference({
  payment,
}: {
  payment: Pick<Payment, 'clientReference' | 'metadata'>;
}) {
  const { t } = useTranslation();
  const pairs = Object.entries(payment.metadata);
  if (!payment.clientReference && pairs.length === 0) return null;
  return (
    <Card>
      <CardHeader title={t('metadata.section')} />
      <CardBody>
        <dl className="divide-y divide-slate-100 text-sm">
          <div className="flex justify-between gap-4 py-2">
            <dt className="shrink-0 text-slate-600">{t('metadata.clientReference')}</dt>
            <dd className="text-right font-medium break-all text-slate-900">
              {payment.clientReference ?? t('metadata.none')}
            </dd>
          </div>
          {pairs.map(([key, value]) => (
            <div key={key} className="flex justify-between gap-4 py-2">
              <dt className="min-w-0 shrink-0 break-all font-mono text-slate-600">{key}</dt>
              <dd className="text-right font-medium break-all text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </CardBody>
    </Card>
  );
}
