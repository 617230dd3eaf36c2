import type { DisputeStatus } from '@kopru/domain/schemas/disputes';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from './badge.tsx';

const tones: Record<DisputeStatus, BadgeTone> = {
  needs_response: 'warning',
  under_review: 'info',
  won: 'success',
  lost: 'danger',
};

/** A dispute's status in the SME dashboard and the admin console. */
export function DisputeStatusBadge({ status }: { status: DisputeStatus }) {
  const { t } = useTranslation();
  return <Badge tone={tones[status]}>{t(`disputes.status.${status}`)}</Badge>;
}
