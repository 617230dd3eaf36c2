import type { RegistrationRefusalReason } from '@kopru/domain/schemas/acquirer-registration';
import type { SettlementCurrency } from '@kopru/domain/schemas/marketplace-payouts';
import { and, asc, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { kycSubmissions } from '../../db/schema/kyc-submissions.ts';
import { merchants } from '../../db/schema/merchants.ts';
import { type SubMerchantRow, subMerchants } from '../../db/schema/sub-merchants.ts';
import { users } from '../../db/schema/users.ts';
import type { NextLookup } from '../../lib/reconcile-backoff.ts';
import type { MerchantForSubMerchant } from './details.ts';

/**
 * A change the acquirer must hear of: the merchant's row is created or its version bumped, due at
 * once, out of the admin's queue. Called in the transaction that approves the change.
 */
export async function requestSubMerchantSync(
  db: Executor,
  merchantId: string,
  now: Date,
  settlementCurrency?: SettlementCurrency,
): Promise<void> {
  await db
    .insert(subMerchants)
    .values({ merchantId, syncAfter: now, ...(settlementCurrency ? { settlementCurrency } : {}) })
    .onConflictDoUpdate({
      target: subMerchants.merchantId,
      set: {
        ...(settlementCurrency ? { settlementCurrency } : {}),
        version: sql`${subMerchants.version} + 1`,
        syncAfter: now,
        syncAttempts: 0,
        reviewSince: null,
        providerAnswer: null,
        ...noRefusal,
      },
    });
}

/** A change on its way or taken: the refusal no longer stands (the banner goes). */
const noRefusal = {
  refusalReason: null,
  acquirerErrorCode: null,
  acquirerErrorMessage: null,
  refusedAt: null,
};

/**
 * Rows due, claimed for `leaseMs` in one short transaction (FOR UPDATE SKIP LOCKED); `merchantId`:
 * only that merchant's (an approved change sent at once).
 */
export async function claimDueSubMerchants(
  db: Database,
  now: Date,
  limit: number,
  leaseMs: number,
  merchantId?: string,
) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(subMerchants)
      .where(
        and(
          lte(subMerchants.syncAfter, now),
          merchantId ? eq(subMerchants.merchantId, merchantId) : undefined,
        ),
      )
      .orderBy(asc(subMerchants.syncAfter))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length > 0)
      await tx
        .update(subMerchants)
        .set({ syncAfter: new Date(now.getTime() + leaseMs) })
        .where(
          inArray(
            subMerchants.merchantId,
            due.map((row) => row.merchantId),
          ),
        );
    return due;
  });
}

/** Claimed rows given back to be synced at `at` (shutting down). */
export async function releaseSubMerchants(db: Executor, merchantIds: string[], at: Date) {
  if (merchantIds.length === 0) return;
  await db
    .update(subMerchants)
    .set({ syncAfter: at })
    .where(and(inArray(subMerchants.merchantId, merchantIds), isNotNull(subMerchants.syncAfter)));
}

/** The merchant's verified identity, owner's e-mail and its latest approved KYC submission. */
export async function findMerchantForSubMerchant(
  db: Executor,
  merchantId: string,
): Promise<MerchantForSubMerchant | undefined> {
  const [row] = await db
    .select({
      merchantId: merchants.id,
      companyName: merchants.companyName,
      taxId: merchants.taxId,
      authPersonName: merchants.authPersonName,
      ownerEmail: users.email,
      businessAddress: kycSubmissions.businessAddress,
      iban: kycSubmissions.iban,
      ibanUsd: kycSubmissions.ibanUsd,
      ibanEur: kycSubmissions.ibanEur,
      ibanGbp: kycSubmissions.ibanGbp,
      taxOffice: kycSubmissions.taxOffice,
      legalForm: kycSubmissions.legalForm,
      holderFirstName: kycSubmissions.holderFirstName,
      holderLastName: kycSubmissions.holderLastName,
      settlementCurrency: sql<SettlementCurrency>`coalesce(${subMerchants.settlementCurrency}, 'TRY')`,
    })
    .from(merchants)
    .innerJoin(users, eq(users.id, merchants.userId))
    .leftJoin(subMerchants, eq(subMerchants.merchantId, merchants.id))
    .innerJoin(
      kycSubmissions,
      and(eq(kycSubmissions.merchantId, merchants.id), eq(kycSubmissions.status, 'approved')),
    )
    .where(eq(merchants.id, merchantId))
    .orderBy(desc(kycSubmissions.reviewedAt), desc(kycSubmissions.id))
    .limit(1);
  return row;
}

/**
 * The acquirer took `version`: the key is kept; the row stays due if a newer change came meanwhile
 * (its version moved on while the call was out).
 */
export async function recordSynced(
  db: Executor,
  row: SyncedRow,
  values: { subMerchantKey: string; subMerchantType: string; now: Date },
) {
  await db
    .update(subMerchants)
    .set({
      subMerchantKey: values.subMerchantKey,
      subMerchantType: values.subMerchantType,
      syncedVersion: sql`greatest(${subMerchants.syncedVersion}, ${row.version})`,
      syncedAt: values.now,
      syncAttempts: 0,
      providerAnswer: null,
      reviewSince: null,
      ...noRefusal,
      syncAfter: sql`case when ${subMerchants.version} > ${row.version} then ${values.now}::timestamptz else null end`,
    })
    .where(eq(subMerchants.merchantId, row.merchantId));
}

/** A key learnt by looking the merchant up (a create whose answer was lost): kept, still to sync. */
export async function recordFoundKey(db: Executor, merchantId: string, subMerchantKey: string) {
  await db.update(subMerchants).set({ subMerchantKey }).where(eq(subMerchants.merchantId, merchantId));
}

type SyncedRow = Pick<SubMerchantRow, 'merchantId' | 'version'>;
/** A newer change that came while the acquirer was asked stays due: it is tried at once instead. */
const sameVersion = (row: SyncedRow) =>
  and(eq(subMerchants.merchantId, row.merchantId), eq(subMerchants.version, row.version));

/** No answer that settles it: counted, asked again later or left to an admin (NextLookup). */
export async function deferSubMerchant(db: Executor, row: SyncedRow, answer: string, next: NextLookup) {
  await db
    .update(subMerchants)
    .set({
      providerAnswer: answer.slice(0, 500),
      syncAttempts: next.reconcileAttempts,
      syncAfter: next.reconcileAfter,
      reviewSince: next.reviewSince,
    })
    .where(sameVersion(row));
}

/** Why a registration waits for the merchant, as stored (iyzico's code and message bounded). */
export interface RefusalRecord {
  reason: RegistrationRefusalReason;
  /** What the admin's Reconciliation page shows. */
  answer: string;
  errorCode: string | null;
  errorMessage: string | null;
}

/**
 * Refused (or our data is incomplete): waits for the merchant and an admin, with the reason.
 * Returns whether the owners are still to be told of this version's refusal (false: told already,
 * or a newer change came meanwhile and nothing was written). Run in a transaction.
 */
export async function refuseSubMerchant(db: Executor, row: SyncedRow, refusal: RefusalRecord, now: Date) {
  const [current] = await db
    .select({ notifiedVersion: subMerchants.refusalNotifiedVersion })
    .from(subMerchants)
    .where(sameVersion(row))
    .for('update');
  if (!current) return false;
  await db
    .update(subMerchants)
    .set({
      providerAnswer: refusal.answer.slice(0, 500),
      refusalReason: refusal.reason,
      acquirerErrorCode: refusal.errorCode?.slice(0, 40) ?? null,
      acquirerErrorMessage: refusal.errorMessage?.slice(0, 500) ?? null,
      refusedAt: now,
      refusalNotifiedVersion: row.version,
      syncAfter: null,
      reviewSince: now,
    })
    .where(sameVersion(row));
  return current.notifiedVersion < row.version;
}

export async function findSubMerchant(db: Executor, merchantId: string) {
  const [row] = await db.select().from(subMerchants).where(eq(subMerchants.merchantId, merchantId));
  return row;
}

/** The row locked until the transaction ends (an approved account change reads the setting). */
export async function lockSubMerchant(db: Executor, merchantId: string) {
  const [row] = await db
    .select()
    .from(subMerchants)
    .where(eq(subMerchants.merchantId, merchantId))
    .for('update');
  return row;
}

/** The admin's Reconciliation page: registrations the acquirer did not take, oldest first. */
export async function listSubMerchantsInReview(db: Executor, limit: number) {
  return db
    .select({ subMerchant: subMerchants, merchantName: merchants.companyName })
    .from(subMerchants)
    .innerJoin(merchants, eq(merchants.id, subMerchants.merchantId))
    .where(isNotNull(subMerchants.reviewSince))
    .orderBy(asc(subMerchants.reviewSince), asc(subMerchants.merchantId))
    .limit(limit);
}

/** An admin asks again: out of the queue, due at once. */
export async function requeueSubMerchant(db: Executor, merchantId: string, now: Date) {
  const [row] = await db
    .update(subMerchants)
    .set({ reviewSince: null, syncAttempts: 0, syncAfter: now })
    .where(and(eq(subMerchants.merchantId, merchantId), isNotNull(subMerchants.reviewSince)))
    .returning();
  return row;
}
