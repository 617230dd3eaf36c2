import type { AdminRefund, Refund } from '@kopru/domain/schemas/refunds';
import type { RefundRow } from '../../db/schema/refunds.ts';
import { transactionId } from '../payments/mapping.ts';

export function toRefund(row: RefundRow, paymentNumber: number): Refund {
  return {
    id: row.id,
    paymentId: row.paymentId,
    transactionId: transactionId(paymentNumber),
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
  paymentNumber: number;
  merchantName: string;
}): AdminRefund {
  return {
    ...toRefund(row.refund, row.paymentNumber),
    merchantId: row.refund.merchantId,
    merchantName: row.merchantName,
  };
}
