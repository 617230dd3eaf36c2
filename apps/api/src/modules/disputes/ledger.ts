import type { Executor } from '../../db/client.ts';
import type { DisputeRow } from '../../db/schema/disputes.ts';
import { creditAvailableLines } from '../ledger/negative-balance.ts';
import type { LedgerLine } from '../ledger/repository.ts';
import { takenFromReserve } from '../ledger/reserve.ts';

type Money = Pick<DisputeRow, 'merchantId' | 'amount' | 'fee' | 'currency'>;

/**
 * Ledger rules of a dispute (docs/disputes.md). Opened: amount + fee leave the merchant (from
 * `available`, then its rolling reserve, the rest into `negative_balance`: holdFromBalanceLines
 * in ledger/reserve.ts) for the platform's disputes_clearing account. Won: back out of
 * disputes_clearing to the merchant: what came from the reserve back to the reserve (its window
 * still runs), the rest repaying what it owes first (creditAvailableLines). Lost: the amount goes
 * to the acquirer, which paid the cardholder back, and the fee to the platform's fees.
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

export async function disputeWonLines(db: Executor, d: Money & { id: string }): Promise<LedgerLine[]> {
  const { merchantId, currency } = d;
  const toReserve = Math.min(
    await takenFromReserve(db, { kind: 'dispute_hold', referenceId: d.id, merchantId, currency }),
    heldTotal(d),
  );
  const reserveLines: LedgerLine[] =
    toReserve > 0 ? [{ merchantId, type: 'reserve', currency, amount: toReserve }] : [];
  return [
    releaseClearingLine(d),
    ...reserveLines,
    ...(heldTotal(d) > toReserve
      ? await creditAvailableLines(db, { merchantId, currency, amount: heldTotal(d) - toReserve })
      : []),
  ];
}
