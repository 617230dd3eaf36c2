import type { DisputeRow } from '../../db/schema/disputes.ts';
import type { LedgerLine } from '../ledger/repository.ts';

type Money = Pick<DisputeRow, 'merchantId' | 'amount' | 'fee' | 'currency'>;

/**
 * Ledger rules of a dispute (docs/disputes.md). Opened: amount + fee leave the merchant (from
 * `available`, the rest into `negative_balance`: holdFromBalanceLines) for the platform's
 * disputes_clearing account. Won: back out of disputes_clearing to the merchant (repaying what it
 * owes first: creditAvailableLines). Lost: the amount goes to the acquirer, which paid the
 * cardholder back, and the fee to the platform's fees.
 */
export function heldTotal(d: Money): number {
  return d.amount + d.fee;
}

export function holdClearingLine(d: Money): LedgerLine {
  return { merchantId: null, type: 'disputes_clearing', currency: d.currency, amount: heldTotal(d) };
}

export function releaseClearingLine(d: Money): LedgerLine {
  return { merchantId: null, type: 'disputes_clearing', currency: d.currency, amount: -heldTotal(d) };
}

export function disputeLostLines(d: Money): LedgerLine[] {
  const lines: LedgerLine[] = [
    releaseClearingLine(d),
    { merchantId: null, type: 'acquirer_clearing', currency: d.currency, amount: d.amount },
  ];
  if (d.fee > 0) lines.push({ merchantId: null, type: 'fees', currency: d.currency, amount: d.fee });
  return lines;
}
