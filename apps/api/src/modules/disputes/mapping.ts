import type { AdminDispute, Dispute } from '@kopru/domain/schemas/disputes';
import type { DisputeEvidenceFileRow } from '../../db/schema/dispute-evidence-files.ts';
import type { DisputeRow } from '../../db/schema/disputes.ts';

export function toDispute(
  row: DisputeRow,
  paymentReference: string,
  files: DisputeEvidenceFileRow[],
): Dispute {
  return {
    id: row.id,
    paymentId: row.paymentId,
    transactionId: paymentReference,
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
  row: { dispute: DisputeRow; paymentReference: string; merchantName: string },
  files: DisputeEvidenceFileRow[],
): AdminDispute {
  return {
    ...toDispute(row.dispute, row.paymentReference, files),
    merchantId: row.dispute.merchantId,
    merchantName: row.merchantName,
  };
}
