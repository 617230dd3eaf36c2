import { ApiError, errorMessageKey } from '@kopru/api-client/client';
import type { AdminPayout } from '@kopru/domain/schemas/payouts';
import type { useMessage } from '@kopru/i18n/react';

/** The text for a failed decision; a 409 names the status the payout has now. */
export function decisionFailure(
  error: unknown,
  payout: AdminPayout,
  message: ReturnType<typeof useMessage>,
): string {
  if (error instanceof ApiError && error.code === 'payout_status_conflict') {
    const status = typeof error.details?.status === 'string' ? error.details.status : payout.status;
    return message('adminPayouts.conflict', {
      reference: payout.reference,
      status: message(`payouts.status.${status}`),
    });
  }
  return message('adminPayouts.failed', { error: message(errorMessageKey(error)) });
}
