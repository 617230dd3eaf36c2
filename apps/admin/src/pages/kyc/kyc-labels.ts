import type { KycSubmissionStatus } from '@kopru/domain/schemas/kyc';
import type { BadgeTone } from '@kopru/ui/badge';

export const statusTone: Record<KycSubmissionStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};
