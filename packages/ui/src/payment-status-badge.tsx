import type { PaymentStatus } from '@kopru/domain/schemas/payments';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from './badge.tsx';

const tones: Record<PaymentStatus, BadgeTone> = {
  succeeded: 'success',
  processing: 'warning',
  requires_action: 'warning',
  failed: 'danger',
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={tones[status]} className="whitespace-nowrap">
      {t(`transactions.status.${status}`)}
    </Badge>
  );
}
