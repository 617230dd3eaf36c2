import { AppError } from '@kopru/domain/errors';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ledgerAccounts } from '../../db/schema/ledger-accounts.ts';
import { ledgerEntries } from '../../db/schema/ledger-entries.ts';
import { ledgerTransactions } from '../../db/schema/ledger-transactions.ts';
import { marketplaceReserveItems } from '../../db/schema/marketplace-reserve-items.ts';
import type { RefundRow } from '../../db/schema/refunds.ts';
import { creditAvailableLines } from '../ledger/negative-balance.ts';
import { takenByRefunds } from '../ledger/refund-takings.ts';
import {
  accountId,
  derivedBalance,
  type LedgerLine,
  lockAccounts,
  type MerchantAccountType,
} from '../ledger/repository.ts';
import { itemReleaseStateOf, refundRefusalOf } from '../sub-merchants/item-release-state.ts';

/**
 * A refund in marketplace mode (decision 017). iyzico gives the card back from the payment's
 * unapproved items, so the refund takes from the merchant only what this payment still holds for
 * it: first its unreleased share (in `pending` before the release delay, in `available` after),
 * then its reserve; the rest (the platform's fee and the withholding, which iyzico refunds as
 * well and keeps none of for us) is the platform's, debited from `fees`.
 */
export interface RefundSplit {
  fromShare: number;
  fromReserve: number;
  fromPlatform: number;
}

/** Pure: the split of `amount` given the payment's share and reserve and what earlier refunds took of them. */
export function splitRefund({
  amount,
  share,
  reserve,
  taken,
}: {
  amount: number;
  share: number;
  reserve: number;
  taken: { share: number; reserve: number };
}): RefundSplit {
  const fromShare = Math.min(amount, Math.max(share - taken.share, 0));
  const fromReserve = Math.min(amount - fromShare, Math.max(reserve - taken.reserve, 0));
  return { fromShare, fromReserve, fromPlatform: amount - fromShare - fromReserve };
}

/**
 * The split of a new refund of the payment (the caller holds the payment's lock). The reserve's
 * item stays locked until the refund's transaction ends, so its approval does not start
 * meanwhile; one being approved now, or approved, refuses the refund as the share's item does.
 */
export async function splitForPayment(
  db: Executor,
  { paymentId, amount, share }: { paymentId: string; amount: number; share: number },
): Promise<RefundSplit> {
  const [reserveItem] = await db
    .select({
      price: marketplaceReserveItems.price,
      releaseStartedAt: marketplaceReserveItems.releaseStartedAt,
      releasedAt: marketplaceReserveItems.releasedAt,
      reviewSince: marketplaceReserveItems.reviewSince,
    })
    .from(marketplaceReserveItems)
    .where(eq(marketplaceReserveItems.paymentId, paymentId))
    .for('update');
  const refusal = reserveItem && refundRefusalOf(itemReleaseStateOf({ ...reserveItem, left: 1 }));
  if (refusal) throw new AppError(refusal);
  const taken = await takenByRefunds(db, paymentId);
  return splitRefund({ amount, share, reserve: reserveItem?.price ?? 0, taken });
}

/**
 * The reservation's lines: the share from where it sits, the reserve, each only as far as the
 * account holds (a dispute of another payment may have used it), the rest the merchant's debt
 * (`negative_balance`, the negative-balance rule); the platform's part from `fees`.
 */
export async function marketplaceReserveLines(
  db: Executor,
  refund: Pick<RefundRow, 'merchantId' | 'currency' | 'amount'> & RefundSplit,
  settled: boolean,
): Promise<LedgerLine[]> {
  const { merchantId, currency } = refund;
  const wanted: [MerchantAccountType, number][] = [
    [settled ? 'available' : 'pending', refund.fromShare],
    ['reserve', refund.fromReserve],
  ];
  const ids = wanted.map(([type]) => accountId(merchantId, type, currency));
  await lockAccounts(db, [...ids, accountId(merchantId, 'negative_balance', currency)]);
  const rows = await db
    .select({ id: ledgerAccounts.id, balance: derivedBalance })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ids));
  const lines: LedgerLine[] = [];
  let owed = 0;
  for (const [type, amount] of wanted) {
    const held = Math.max(
      rows.find((row) => row.id === accountId(merchantId, type, currency))?.balance ?? 0,
      0,
    );
    const taken = Math.min(held, amount);
    if (taken > 0) lines.push({ merchantId, type, currency, amount: -taken });
    owed += amount - taken;
  }
  if (owed > 0) lines.push({ merchantId, type: 'negative_balance', currency, amount: -owed });
  if (refund.fromPlatform > 0)
    lines.push({ merchantId: null, type: 'fees', currency, amount: -refund.fromPlatform });
  lines.push({ merchantId: null, type: 'refunds_clearing', currency, amount: refund.amount });
  return lines;
}

/**
 * A refused refund gives back what its reservation took, each part where it came from; the
 * share goes where the payment's share sits now (`available` once it was settled meanwhile: the
 * settlement moved only what the refunds left, settlement.ts), and what reaches `available`
 * repays a debt first.
 */
export async function marketplaceFailedLines(
  db: Executor,
  refund: Pick<RefundRow, 'id' | 'merchantId' | 'currency'>,
  settled: boolean,
): Promise<LedgerLine[]> {
  const taken = await db
    .select({
      type: ledgerAccounts.type,
      merchantId: ledgerAccounts.merchantId,
      amount: ledgerEntries.amount,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(
      and(eq(ledgerTransactions.kind, 'refund_reserved'), eq(ledgerTransactions.referenceId, refund.id)),
    );
  const { merchantId, currency } = refund;
  const lines: LedgerLine[] = [];
  for (const entry of taken) {
    const back = -entry.amount;
    if (entry.merchantId === null) {
      lines.push({ merchantId: null, type: entry.type as 'fees', currency, amount: back });
      continue;
    }
    const type = entry.type === 'pending' && settled ? 'available' : (entry.type as MerchantAccountType);
    if (type === 'available')
      lines.push(...(await creditAvailableLines(db, { merchantId, currency, amount: back })));
    else lines.push({ merchantId, type, currency, amount: back });
  }
  return lines;
}
