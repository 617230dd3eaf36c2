import type { AdminRefund, Refund } from '@kopru/domain/schemas/refunds';
import type { RefundRow } from '../../db/schema/refunds.ts';

export function toRefund(row: RefundRow, paymentReference: string): Refund {
  return {
    id: row.id,
    paymentId: row.paymentId,
    transactionId: paymentReference,
    amount: row.amount,
    currency: row.currency,
    reason: row.reason,
    status: row.status,
    failureCode: row.failureCode,
    createdAt: row.createdAt.toISOString(),
    statusChangedAt: row.statusChangedAt.toISOString(),
  };
}

export function toAdminRefund(row: {
  refund: RefundRow;
  paymentReference: string;
  merchantName: string;
}): AdminRefund {
  return {
    ...toRefund(row.refund, row.paymentReference),
    merchantId: row.refund.merchantId,
    merchantName: row.merchantName,
  };
}
