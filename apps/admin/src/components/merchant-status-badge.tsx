import type { MerchantStatus } from '@kopru/domain/merchant-status';
import { Badge, type BadgeTone } from '@kopru/ui/badge';
import { useTranslation } from 'react-i18next';

const tones: Record<MerchantStatus, BadgeTone> = {
  unverified: 'neutral',
  pending: 'warning',
  verified: 'success',
  rejected: 'danger',
  suspended: 'danger',
};

export function MerchantStatusBadge({ status }: { status: MerchantStatus }) {
  const { t } = useTranslation();
  return <Badge tone={tones[status]}>{t(`adminSmes.status.${status}`)}</Badge>;
}
