import { and, eq } from 'drizzle-orm';
import { idempotencyKeys } from '../src/db/schema/idempotency-keys.ts';
import { payments } from '../src/db/schema/payments.ts';
import { payouts } from '../src/db/schema/payouts.ts';
import { expectLedgerConsistent } from '../test/payout-helpers.ts';
import type { Tally } from './traffic.ts';
import type { World } from './world.ts';

export interface Reconciliation {
  answered: number;
  stored: number;
  /** Stored but never answered to anyone (a key paid twice, or a success nobody was told about). */
  storedUnanswered: string[];
  /** Answered as a success but not stored. */
  answeredUnstored: string[];
}

function reconcile(answered: Iterable<string>, stored: string[]): Reconciliation {
  const answeredIds = new Set(answered);
  const storedIds = new Set(stored);
  return {
    answered: answeredIds.size,
    stored: storedIds.size,
    storedUnanswered: stored.filter((id) => !answeredIds.has(id)),
    answeredUnstored: [...answeredIds].filter((id) => !storedIds.has(id)),
  };
}

/**
 * The four invariants after a fault: no key paid twice and nothing stored unanswered (every
 * stored payment is some key's answer), every answered success stored, no key left in_progress,
 * the ledger balanced (every transaction sums to zero, every balance equals its entries).
 */
export async function checkMoney(world: World, tallies: { payments: Tally; payouts?: Tally }) {
  const db = world.database.db;
  const paid = await db
    .select({ reference: payments.reference })
    .from(payments)
    .where(and(eq(payments.linkId, world.link.id), eq(payments.status, 'succeeded')));
  const paymentCheck = reconcile(
    tallies.payments.answered.values(),
    paid.map((row) => row.reference),
  );
  const payoutRows = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(eq(payouts.merchantId, world.merchantId));
  const payoutCheck = tallies.payouts
    ? reconcile(
        tallies.payouts.answered.values(),
        payoutRows.map((row) => row.id),
      )
    : undefined;
  const inProgress = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.status, 'in_progress'));
  const duplicatedAnswers = tallies.payments.answered.size - new Set(tallies.payments.answered.values()).size;
  let ledgerError: string | undefined;
  await expectLedgerConsistent(db, [world.merchantId]).catch((error: Error) => {
    ledgerError = error.message;
  });
  return {
    payments: paymentCheck,
    payouts: payoutCheck,
    inProgress: inProgress.length,
    duplicatedAnswers,
    ledgerError,
  };
}
