import type { PayoutStatus } from '@kopru/domain/payouts';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from './badge.tsx';

const tones: Record<PayoutStatus, BadgeTone> = {
  requested: 'warning',
  approved: 'info',
  paid: 'success',
  rejected: 'danger',
  failed: 'danger',
  cancelled: 'neutral',
};

/** A payout's status in the SME dashboard and the admin console. */
export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  const { t } = useTranslation();
  return <Badge tone={tones[status]}>{t(`payouts.status.${status}`)}</Badge>;
}
