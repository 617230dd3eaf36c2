import { isVerifiedRedirect } from '@kopru/domain/merchant-domains';
import type { PaymentLinkStatus } from '@kopru/domain/payment-link-options';
import { and, eq, getTableColumns, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { placeholderFor, preparedQuery } from '../../db/prepared.ts';
import { merchantReleaseTerms } from '../../db/schema/merchant-release-terms.ts';
import { merchants } from '../../db/schema/merchants.ts';
import { type PaymentLinkRow, paymentLinks } from '../../db/schema/payment-links.ts';
import { payments } from '../../db/schema/payments.ts';
import { mergedMetadata, sameReference } from '../../lib/metadata.ts';
import { afterCursor, newestFirst } from '../../lib/pagination.ts';
import { foldedContains } from '../../lib/search.ts';
import { verifiedDomainsOf } from '../merchant-domains/repository.ts';

export async function insertPaymentLink(
  db: Executor,
  link: typeof paymentLinks.$inferInsert,
): Promise<PaymentLinkRow> {
  const [row] = await db.insert(paymentLinks).values(link).returning();
  if (!row) throw new Error('payment link insert returned nothing');
  return row;
}

/**
 * A link's successful payments: its folded `successful_payments` plus its succeeded payments not
 * yet folded in (payments.link_count_pending), so a payment never updates the link's row.
 */
// Qualified by hand: Drizzle leaves columns of a one-table query unqualified, and inside the
// sub-select "id" would be the payment's.
const successfulPayments = sql<number>`("payment_links"."successful_payments" + (select count(*) from "payments" as counted where counted.link_id = "payment_links"."id" and counted.link_count_pending))::int`;

/** A link row as the merchant sees it, with its successful payments counted. */
const linkColumns = { ...getTableColumns(paymentLinks), successfulPayments };

export async function findPaymentLink(db: Executor, { merchantId, id }: { merchantId: string; id: string }) {
  const [row] = await db
    .select(linkColumns)
    .from(paymentLinks)
    .where(and(eq(paymentLinks.merchantId, merchantId), eq(paymentLinks.id, id)))
    .limit(1);
  return row;
}

const notExpired = (now: Date | SQL) => or(isNull(paymentLinks.expiresAt), gt(paymentLinks.expiresAt, now));
// Counted only for links with a maximum.
const notSoldOut = () =>
  sql`case when ${paymentLinks.maxPayments} is null then true else ${successfulPayments} < ${paymentLinks.maxPayments} end`;

/** The SQL of linkStatusOf (payment-link-options.ts): inactive, then expired, then sold out. */
function statusIs(status: PaymentLinkStatus, now: Date): SQL | undefined {
  const active = eq(paymentLinks.active, true);
  if (status === 'inactive') return eq(paymentLinks.active, false);
  if (status === 'expired') return and(active, lte(paymentLinks.expiresAt, now));
  if (status === 'sold_out')
    return and(
      active,
      notExpired(now),
      sql`case when ${paymentLinks.maxPayments} is null then false else ${successfulPayments} >= ${paymentLinks.maxPayments} end`,
    );
  return and(active, notExpired(now), notSoldOut());
}

export async function listPaymentLinks(
  db: Executor,
  {
    merchantId,
    active,
    status,
    q,
    clientReference,
    now,
    limit,
    after,
  }: {
    merchantId: string;
    active?: boolean | undefined;
    status?: PaymentLinkStatus | undefined;
    q?: string | undefined;
    clientReference?: string | undefined;
    now: Date;
    limit: number;
    after?: PaymentLinkRow | undefined;
  },
) {
  return db
    .select(linkColumns)
    .from(paymentLinks)
    .where(
      and(
        eq(paymentLinks.merchantId, merchantId),
        active === undefined ? undefined : eq(paymentLinks.active, active),
        status === undefined ? undefined : statusIs(status, now),
        q
          ? foldedContains(
              [
                paymentLinks.productName,
                paymentLinks.description,
                paymentLinks.code,
                paymentLinks.clientReference,
              ],
              q,
            )
          : undefined,
        clientReference ? sameReference(paymentLinks.clientReference, clientReference) : undefined,
        afterCursor(paymentLinks, after),
      ),
    )
    .orderBy(...newestFirst(paymentLinks))
    .limit(limit + 1);
}

/** `metadata`: pairs merged into the kept ones, an empty value removes its key, null removes all. */
export async function updatePaymentLink(
  db: Executor,
  { merchantId, id }: { merchantId: string; id: string },
  values: Partial<Omit<typeof paymentLinks.$inferInsert, 'id' | 'merchantId' | 'code' | 'currency'>>,
  metadata?: Record<string, string> | null,
) {
  const [row] = await db
    .update(paymentLinks)
    .set(
      metadata === undefined
        ? values
        : { ...values, metadata: mergedMetadata(paymentLinks.metadata, metadata) },
    )
    .where(and(eq(paymentLinks.merchantId, merchantId), eq(paymentLinks.id, id)))
    .returning(linkColumns);
  return row;
}

/**
 * A link a payer may use: active, not expired, not sold out, of a verified merchant that is not
 * suspended.
 */
function payable(now: Date | SQL) {
  return and(
    eq(paymentLinks.active, true),
    notExpired(now),
    notSoldOut(),
    eq(merchants.verificationStatus, 'verified'),
    isNull(merchants.suspendedAt),
  );
}

/** Counts a checkout visit and returns the link with its merchant's name, if payable. */
export async function recordVisit(db: Executor, code: string, now: Date) {
  const [row] = await db
    .update(paymentLinks)
    .set({ clickCount: sql`${paymentLinks.clickCount} + 1` })
    .from(merchants)
    .where(and(eq(paymentLinks.code, code), eq(merchants.id, paymentLinks.merchantId), payable(now)))
    .returning({ link: paymentLinks, merchantName: merchants.companyName });
  return row;
}

export async function findLinkCode(db: Executor, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ code: paymentLinks.code })
    .from(paymentLinks)
    .where(eq(paymentLinks.id, id))
    .limit(1);
  return row?.code;
}

/**
 * The payable link of `code`. `forPayment`: inside a payment's first transaction, the link row is
 * share-locked, so payments go on in parallel while an edit of the link (its maximum) waits for
 * them, and the next payment reads the edit.
 */
export async function findPayableLink(db: Executor, code: string, now: Date) {
  const [row] = await db
    .select({ link: paymentLinks, merchantName: merchants.companyName })
    .from(paymentLinks)
    .innerJoin(merchants, eq(merchants.id, paymentLinks.merchantId))
    .where(and(eq(paymentLinks.code, code), payable(now)))
    .limit(1);
  return row;
}

/**
 * The payment path's read of the link, share-locked, with the merchant's own release terms when
 * an admin set them (null: the platform's; decision 013) in the same round trip; built once
 * (db/prepared.ts).
 */
export async function findPayableLinkForPayment(tx: Transaction, code: string, now: Date) {
  return (await payableLinkForPayment(tx, { code, now }))[0];
}

const payableLinkForPayment = preparedQuery('payment_link_for_payment', (db) =>
  db
    .select({
      link: paymentLinks,
      merchantName: merchants.companyName,
      ownTerms: {
        releaseDelayDays: merchantReleaseTerms.releaseDelayDays,
        reserveBasisPoints: merchantReleaseTerms.reserveBasisPoints,
        reserveDays: merchantReleaseTerms.reserveDays,
      },
    })
    .from(paymentLinks)
    .innerJoin(merchants, eq(merchants.id, paymentLinks.merchantId))
    .leftJoin(merchantReleaseTerms, eq(merchantReleaseTerms.merchantId, paymentLinks.merchantId))
    .where(
      and(
        eq(paymentLinks.code, sql.placeholder('code')),
        payable(placeholderFor(paymentLinks.expiresAt, 'now')),
      ),
    )
    .limit(1)
    .for('share', { of: paymentLinks }),
);

/**
 * Whether a link with a maximum of successful payments has room for one more payment; the link
 * was read with findPayableLinkForPayment in the same transaction. Payments that may still
 * succeed (processing, requires_action) hold their place, so parallel payers can never exceed the
 * maximum: they take the link's transaction-scoped advisory lock (the row is share-locked by each
 * of them and cannot be locked exclusively without deadlocks) until the transaction, which
 * inserts the payment, commits; a declined payment frees its place. Links without a maximum wait
 * for nothing.
 */
export async function admitLinkPayment(
  tx: Transaction,
  link: Pick<PaymentLinkRow, 'id' | 'maxPayments'>,
): Promise<boolean> {
  if (link.maxPayments === null) return true;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`link-admission\n${link.id}`}, 0))`);
  // A statement after the lock: its snapshot sees the payments committed by the lock's last holder.
  const [counted] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(payments)
    .where(
      and(
        eq(payments.linkId, link.id),
        inArray(payments.status, ['processing', 'requires_action', 'succeeded']),
      ),
    );
  return (counted?.count ?? 0) < link.maxPayments;
}

/**
 * What the payer sees after paying on the link: its message or redirect, and whether the redirect
 * is on a domain the merchant has verified (then no notice names the destination).
 */
export async function findAfterPayment(db: Executor, linkId: string) {
  const [row] = await db
    .select({
      merchantId: paymentLinks.merchantId,
      successMessage: paymentLinks.successMessage,
      redirectUrl: paymentLinks.redirectUrl,
    })
    .from(paymentLinks)
    .where(eq(paymentLinks.id, linkId))
    .limit(1);
  return row ? afterPaymentOf(db, row) : undefined;
}

export async function afterPaymentOf(
  db: Executor,
  link: { merchantId: string; successMessage: string | null; redirectUrl: string | null },
) {
  const redirectVerified = link.redirectUrl
    ? isVerifiedRedirect(link.redirectUrl, await verifiedDomainsOf(db, link.merchantId))
    : false;
  return { successMessage: link.successMessage, redirectUrl: link.redirectUrl, redirectVerified };
}

/**
 * Worker pass: adds up to `limit` succeeded payments not yet counted to their links'
 * `successful_payments`, in one statement, so a link's count (successfulPayments above) never
 * changes while it runs. Rows another pass holds are skipped.
 */
export async function foldLinkCounts(db: Database, limit = 1_000): Promise<number> {
  const result = await db.execute<{ counted: number }>(sql`
    with claimed as (
      select id from payments where link_count_pending limit ${limit} for update skip locked
    ), counted as (
      update payments set link_count_pending = false from claimed
      where payments.id = claimed.id returning payments.link_id
    ), per_link as (
      update payment_links set successful_payments = payment_links.successful_payments + c.n
      from (select link_id, count(*)::int as n from counted group by link_id) c
      where payment_links.id = c.link_id returning 1
    )
    select (select count(*) from counted)::int as counted`);
  return Number((result as unknown as { rows: { counted: number }[] }).rows[0]?.counted ?? 0);
}

export async function countPaymentLinks(db: Executor, merchantId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(paymentLinks)
    .where(eq(paymentLinks.merchantId, merchantId));
  return row?.count ?? 0;
}
