import type { RefundLimit } from '@kopru/domain/refundable';
import { formatMoney } from '@kopru/i18n/format';
import { useTranslation } from 'react-i18next';

/**
 * On a transaction, why no refund is offered (an open dispute, a chargeback) or why less than the
 * amount paid (part charged back): refundAvailability's `limit`, in both consoles.
 */
export function RefundLimitNote({
  limit,
  refundable,
  chargedBack,
  currency,
}: {
  limit: RefundLimit;
  refundable: number;
  chargedBack: number;
  currency: string;
}) {
  const { t, i18n } = useTranslation();
  if (!limit) return null;
  const money = (minor: number) => formatMoney(minor, currency, i18n.language);
  return (
    <p className="mb-4 text-sm text-slate-600">
      {t(`refunds.limits.${limit}`, { chargedBack: money(chargedBack), left: money(refundable) })}
    </p>
  );
}
