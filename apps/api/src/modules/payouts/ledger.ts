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

type Sent = Money & Pick<PayoutRow, 'payoutCurrency' | 'payoutAmount' | 'fxFeeMinor'>;

/**
 * Paid: the money leaves the merchant's reserve for the platform's payouts clearing account. A
 * payout converted to lira goes through the platform's FX accounts in the same transaction: the
 * currency into `fx` of that currency, lira out of `fx` TRY to the clearing account (and the fee,
 * if any, to `fees`), so each currency sums to zero (docs/fx.md).
 */
export function paidLines(p: Sent): LedgerLine[] {
  const reserved: LedgerLine = {
    merchantId: p.merchantId,
    type: 'payout_reserved',
    currency: p.currency,
    amount: -p.amount,
  };
  if (p.payoutCurrency === p.currency)
    return [reserved, { merchantId: null, type: 'payouts_clearing', currency: p.currency, amount: p.amount }];
  const fee = p.fxFeeMinor ?? 0;
  const lines: LedgerLine[] = [
    reserved,
    { merchantId: null, type: 'fx', currency: p.currency, amount: p.amount },
    { merchantId: null, type: 'fx', currency: p.payoutCurrency, amount: -(p.payoutAmount + fee) },
    { merchantId: null, type: 'payouts_clearing', currency: p.payoutCurrency, amount: p.payoutAmount },
  ];
  if (fee > 0) lines.push({ merchantId: null, type: 'fees', currency: p.payoutCurrency, amount: fee });
  return lines;
}
