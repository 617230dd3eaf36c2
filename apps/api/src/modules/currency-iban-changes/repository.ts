import { currencyIbanFields } from '@kopru/domain/schemas/kyc';
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { type CurrencyIbanChangeRow, currencyIbanChanges } from '../../db/schema/currency-iban-changes.ts';
import { kycSubmissions } from '../../db/schema/kyc-submissions.ts';
import { merchants } from '../../db/schema/merchants.ts';

type Currency = CurrencyIbanChangeRow['currency'];

export async function listPendingCurrencyIbanChangesOf(db: Executor, merchantId: string) {
  return db
    .select()
    .from(currencyIbanChanges)
    .where(and(eq(currencyIbanChanges.merchantId, merchantId), eq(currencyIbanChanges.status, 'pending')))
    .orderBy(asc(currencyIbanChanges.currency));
}

/** The merchant's pending request of this currency, locked for the rest of the transaction. */
export async function lockPendingCurrencyIbanChange(
  db: Executor,
  merchantId: string,
  currency: Currency,
): Promise<CurrencyIbanChangeRow | undefined> {
  const [row] = await db
    .select()
    .from(currencyIbanChanges)
    .where(
      and(
        eq(currencyIbanChanges.merchantId, merchantId),
        eq(currencyIbanChanges.currency, currency),
        eq(currencyIbanChanges.status, 'pending'),
      ),
    )
    .for('update');
  return row;
}

export async function insertCurrencyIbanChange(
  db: Executor,
  row: Pick<CurrencyIbanChangeRow, 'id' | 'merchantId' | 'currency' | 'iban' | 'requestedBy' | 'replaces'>,
): Promise<CurrencyIbanChangeRow> {
  const [inserted] = await db.insert(currencyIbanChanges).values(row).returning();
  if (!inserted) throw new Error('currency IBAN change insert returned nothing');
  return inserted;
}

/** The request a pending one replaced, as the admin compares them. */
export async function findReplacedCurrencyIbanChange(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: currencyIbanChanges.id,
      iban: currencyIbanChanges.iban,
      createdAt: currencyIbanChanges.createdAt,
    })
    .from(currencyIbanChanges)
    .where(eq(currencyIbanChanges.id, id));
  return row;
}

/** The request that replaced `id`, if one did. */
export async function findReplacementOf(db: Executor, id: string) {
  const [row] = await db
    .select({ id: currencyIbanChanges.id })
    .from(currencyIbanChanges)
    .where(eq(currencyIbanChanges.replaces, id));
  return row;
}

export async function lockCurrencyIbanChange(db: Executor, id: string) {
  const [row] = await db
    .select()
    .from(currencyIbanChanges)
    .where(eq(currencyIbanChanges.id, id))
    .for('update');
  return row;
}

export async function decideCurrencyIbanChange(
  db: Executor,
  id: string,
  values: Pick<CurrencyIbanChangeRow, 'status' | 'decidedBy' | 'decidedAt' | 'reason' | 'previousIban'>,
): Promise<CurrencyIbanChangeRow> {
  const [row] = await db
    .update(currencyIbanChanges)
    .set(values)
    .where(eq(currencyIbanChanges.id, id))
    .returning();
  if (!row) throw new Error('currency IBAN change vanished while locked');
  return row;
}

/**
 * The currency's account on the approved KYC submission payouts use (payouts/repository.ts
 * findPayoutAccount) set to `iban` (null: no account). Payouts already requested keep the IBAN
 * they copied.
 */
export async function setSubmissionCurrencyIban(
  db: Executor,
  submissionId: string,
  currency: Currency,
  iban: string | null,
): Promise<void> {
  await db
    .update(kycSubmissions)
    .set({ [currencyIbanFields[currency]]: iban })
    .where(eq(kycSubmissions.id, submissionId));
}

const replacedChanges = alias(currencyIbanChanges, 'replaced_changes');

/**
 * Pending requests of every merchant, oldest first, with the company the account must belong to
 * and the request each replaced, if any.
 */
export async function listPendingCurrencyIbanChanges(db: Executor) {
  return db
    .select({
      change: currencyIbanChanges,
      companyName: merchants.companyName,
      replaced: { id: replacedChanges.id, iban: replacedChanges.iban, createdAt: replacedChanges.createdAt },
    })
    .from(currencyIbanChanges)
    .innerJoin(merchants, eq(merchants.id, currencyIbanChanges.merchantId))
    .leftJoin(replacedChanges, eq(replacedChanges.id, currencyIbanChanges.replaces))
    .where(eq(currencyIbanChanges.status, 'pending'))
    .orderBy(asc(currencyIbanChanges.createdAt), asc(currencyIbanChanges.id))
    .limit(200);
}
