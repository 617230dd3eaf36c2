import type { AdminDispute, Dispute } from '@kopru/domain/schemas/disputes';
import type { DisputeEvidenceFileRow } from '../../db/schema/dispute-evidence-files.ts';
import type { DisputeRow } from '../../db/schema/disputes.ts';
import { transactionId } from '../payments/mapping.ts';

export function toDispute(row: DisputeRow, paymentNumber: number, files: DisputeEvidenceFileRow[]): Dispute {
  return {
    id: row.id,
    paymentId: row.paymentId,
    transactionId: transactionId(paymentNumber),
    amount: row.amount,
    fee: row.fee,
    currency: row.currency,
    reason: row.reason,
    status: row.status,
    evidenceDueBy: row.evidenceDueBy.toISOString(),
    evidenceText: row.evidenceText,
    evidenceFiles: files
      .filter((file) => file.disputeId === row.id)
      .map((file) => ({
        id: file.id,
        fileName: file.fileName,
        contentType: file.contentType,
        sizeBytes: file.sizeBytes,
      })),
    evidenceSubmittedAt: row.evidenceSubmittedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    statusChangedAt: row.statusChangedAt.toISOString(),
  };
}

export function toAdminDispute(
  row: { dispute: DisputeRow; paymentNumber: number; merchantName: string },
  files: DisputeEvidenceFileRow[],
): AdminDispute {
  return {
    ...toDispute(row.dispute, row.paymentNumber, files),
    merchantId: row.dispute.merchantId,
    merchantName: row.merchantName,
  };
}
