import type { PayoutRow } from '../../db/schema/payouts.ts';
import type { LedgerLine } from '../ledger/repository.ts';

type Money = Pick<PayoutRow, 'merchantId' | 'amount' | 'currency'>;

/** Request: available -> payout_reserved. The CHECK on `available` refuses an overdraw. */
export function reserveLines(p: Money): LedgerLine[] {
  return [
    { merchantId: p.merchantId, type: 'available', currency: p.currency, amount: -p.amount },
    { merchantId: p.merchantId, type: 'payout_reserved', currency: p.currency, amount: p.amount },
  ];
}

/** Rejected, failed or cancelled: payout_reserved -> available. */
export function releaseLines(p: Money): LedgerLine[] {
  return [
    { merchantId: p.merchantId, type: 'payout_reserved', currency: p.currency, amount: -p.amount },
    { merchantId: p.merchantId, type: 'available', currency: p.currency, amount: p.amount },
  ];
}

/** Paid: the money leaves the merchant's reserve for the platform's payouts clearing account. */
export function paidLines(p: Money): LedgerLine[] {
  return [
    { merchantId: p.merchantId, type: 'payout_reserved', currency: p.currency, amount: -p.amount },
    { merchantId: null, type: 'payouts_clearing', currency: p.currency, amount: p.amount },
  ];
}
