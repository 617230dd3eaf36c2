import type { RefundRow } from '../../db/schema/refunds.ts';
import type { LedgerLine } from '../ledger/repository.ts';

type Money = Pick<RefundRow, 'merchantId' | 'amount' | 'currency'>;

/**
 * Ledger rule of a refund (docs/ledger.md). Created: the amount leaves the merchant's available
 * balance for the platform's refunds_clearing account (the balance CHECK refuses an overdraw).
 * Succeeded: refunds_clearing -> acquirer_clearing, the acquirer pays the cardholder back; the
 * fee stays in `fees`. Failed: refunds_clearing -> available, the reservation is undone.
 */
export function reserveRefundLines(r: Money): LedgerLine[] {
  return [
    { merchantId: r.merchantId, type: 'available', currency: r.currency, amount: -r.amount },
    { merchantId: null, type: 'refunds_clearing', currency: r.currency, amount: r.amount },
  ];
}

export function refundSucceededLines(r: Money): LedgerLine[] {
  return [
    { merchantId: null, type: 'refunds_clearing', currency: r.currency, amount: -r.amount },
    { merchantId: null, type: 'acquirer_clearing', currency: r.currency, amount: r.amount },
  ];
}

export function refundFailedLines(r: Money): LedgerLine[] {
  return [
    { merchantId: null, type: 'refunds_clearing', currency: r.currency, amount: -r.amount },
    { merchantId: r.merchantId, type: 'available', currency: r.currency, amount: r.amount },
  ];
}
