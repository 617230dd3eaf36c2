import { AppError } from '@kopru/domain/errors';
import type {
  PayoutStatement,
  StatementLine,
  StatementLineType,
} from '@kopru/domain/schemas/payout-statements';
import type { Executor } from '../../db/client.ts';
import { toPayout } from '../payouts/mapping.ts';
import { findStatementHead, listStatementEntries, type StatementEntry } from './repository.ts';

function lineType(entry: StatementEntry): StatementLineType {
  switch (entry.kind) {
    case 'payment':
    case 'settlement':
      return 'payment';
    case 'refund_reserved':
      return 'refund';
    case 'refund_failed':
      return 'refund_returned';
    case 'dispute_hold':
      return 'dispute_hold';
    case 'payout_request':
      return 'earlier_payout';
    case 'payout_cancelled':
    case 'payout_rejected':
    case 'payout_failed':
      return 'payout_returned';
    default:
      return entry.kind.startsWith('dispute_') ? 'dispute_release' : 'other';
  }
}

function referenceOf(entry: StatementEntry): { reference: string | null; description: string | null } {
  const payment = entry.paymentReference ?? entry.refundPaymentReference ?? entry.disputePaymentReference;
  if (payment !== null)
    return {
      reference: payment,
      description:
        entry.paymentDescription ?? entry.refundPaymentDescription ?? entry.disputePaymentDescription,
    };
  if (entry.payoutReference !== null) return { reference: entry.payoutReference, description: null };
  return { reference: null, description: null };
}

function toLine(entry: StatementEntry): StatementLine {
  const isPayment = entry.paymentReference !== null;
  return {
    entryId: String(entry.entryId),
    type: lineType(entry),
    ...referenceOf(entry),
    postedAt: entry.postedAt.toISOString(),
    gross: isPayment ? entry.paymentAmount : null,
    fee: isPayment ? entry.paymentFee : null,
    withholding: isPayment ? entry.paymentWithholding : null,
    amount: entry.amount,
  };
}

/**
 * A payout's statement (docs/decisions/007-payout-statements-by-assignment.md): the entries
 * assigned to it but its own reservation, which is the payout line. 404 for another merchant's
 * payout and for one requested before statements existed.
 */
export async function payoutStatement(
  db: Executor,
  { merchantId, payoutId }: { merchantId: string; payoutId: string },
): Promise<PayoutStatement> {
  const head = await findStatementHead(db, { merchantId, payoutId });
  if (!head) throw new AppError('not_found');
  const entries = await listStatementEntries(db, payoutId);
  const own = (e: StatementEntry) => e.kind === 'payout_request' && e.referenceId === payoutId;
  const lines = entries.filter((e) => !own(e)).map(toLine);
  const movements = lines.reduce((sum, line) => sum + line.amount, 0);
  const payoutAmount = -entries.filter(own).reduce((sum, e) => sum + e.amount, 0);
  const { payout } = head;
  return {
    payout: toPayout(payout),
    merchant: { companyName: head.companyName, taxId: head.taxId, address: head.address },
    currency: payout.currency,
    periodStart: lines[0]?.postedAt ?? null,
    periodEnd: payout.requestedAt.toISOString(),
    lines,
    totals: {
      carriedIn: head.carriedIn,
      gross: lines.reduce((sum, line) => sum + (line.gross ?? 0), 0),
      fees: lines.reduce((sum, line) => sum + (line.fee ?? 0), 0),
      withholding: lines.reduce((sum, line) => sum + (line.withholding ?? 0), 0),
      movements,
      payout: payoutAmount,
      carriedForward: head.carriedIn + movements - payoutAmount,
    },
  };
}
