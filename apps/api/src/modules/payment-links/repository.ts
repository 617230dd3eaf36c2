import type { PaymentLinkStatus } from '@kopru/domain/payment-link-options';
import { and, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import { merchants } from '../../db/schema/merchants.ts';
import { type PaymentLinkRow, paymentLinks } from '../../db/schema/payment-links.ts';
import { payments } from '../../db/schema/payments.ts';
import { afterCursor, newestFirst } from '../../lib/pagination.ts';
import { foldedContains } from '../../lib/search.ts';

export async function insertPaymentLink(
  db: Executor,
  link: typeof paymentLinks.$inferInsert,
): Promise<PaymentLinkRow> {
  const [row] = await db.insert(paymentLinks).values(link).returning();
  if (!row) throw new Error('payment link insert returned nothing');
  return row;
}

export async function findPaymentLink(db: Executor, { merchantId, id }: { merchantId: string; id: string }) {
  const [row] = await db
    .select()
    .from(paymentLinks)
    .where(and(eq(paymentLinks.merchantId, merchantId), eq(paymentLinks.id, id)))
    .limit(1);
  return row;
}

const notExpired = (now: Date) => or(isNull(paymentLinks.expiresAt), gt(paymentLinks.expiresAt, now));
const notSoldOut = () =>
  or(isNull(paymentLinks.maxPayments), sql`${paymentLinks.successfulPayments} < ${paymentLinks.maxPayments}`);

/** The SQL of linkStatusOf (payment-link-options.ts): inactive, then expired, then sold out. */
function statusIs(status: PaymentLinkStatus, now: Date): SQL | undefined {
  const active = eq(paymentLinks.active, true);
  if (status === 'inactive') return eq(paymentLinks.active, false);
  if (status === 'expired') return and(active, lte(paymentLinks.expiresAt, now));
  if (status === 'sold_out')
    return and(
      active,
      notExpired(now),
      sql`${paymentLinks.maxPayments} is not null and ${paymentLinks.successfulPayments} >= ${paymentLinks.maxPayments}`,
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
    now,
    limit,
    after,
  }: {
    merchantId: string;
    active?: boolean | undefined;
    status?: PaymentLinkStatus | undefined;
    q?: string | undefined;
    now: Date;
    limit: number;
    after?: PaymentLinkRow | undefined;
  },
) {
  return db
    .select()
    .from(paymentLinks)
    .where(
      and(
        eq(paymentLinks.merchantId, merchantId),
        active === undefined ? undefined : eq(paymentLinks.active, active),
        status === undefined ? undefined : statusIs(status, now),
        q
          ? foldedContains([paymentLinks.productName, paymentLinks.description, paymentLinks.code], q)
          : undefined,
        afterCursor(paymentLinks, after),
      ),
    )
    .orderBy(...newestFirst(paymentLinks))
    .limit(limit + 1);
}

export async function updatePaymentLink(
  db: Executor,
  { merchantId, id }: { merchantId: string; id: string },
  values: Partial<Omit<typeof paymentLinks.$inferInsert, 'id' | 'merchantId' | 'code' | 'currency'>>,
) {
  const [row] = await db
    .update(paymentLinks)
    .set(values)
    .where(and(eq(paymentLinks.merchantId, merchantId), eq(paymentLinks.id, id)))
    .returning();
  return row;
}

/**
 * A link a payer may use: active, not expired, not sold out, of a verified merchant that is not
 * suspended.
 */
function payable(now: Date) {
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
 * Whether a link with a maximum of successful payments has room for one more payment. Payments
 * that may still succeed (processing, requires_action) hold their place, so parallel payers can
 * never exceed the maximum: the link row is locked until the caller's transaction, which inserts
 * the payment, commits; a declined payment frees its place. Links without a maximum lock nothing.
 */
export async function admitLinkPayment(tx: Transaction, linkId: string): Promise<boolean> {
  const [locked] = await tx
    .select({ maxPayments: paymentLinks.maxPayments })
    .from(paymentLinks)
    .where(eq(paymentLinks.id, linkId))
    .for('update');
  if (!locked) return false;
  if (locked.maxPayments === null) return true;
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(payments)
    .where(
      and(
        eq(payments.linkId, linkId),
        inArray(payments.status, ['processing', 'requires_action', 'succeeded']),
      ),
    );
  return (row?.count ?? 0) < locked.maxPayments;
}

/** What the payer sees after paying on the link. */
export async function findAfterPayment(db: Executor, linkId: string) {
  const [row] = await db
    .select({ successMessage: paymentLinks.successMessage, redirectUrl: paymentLinks.redirectUrl })
    .from(paymentLinks)
    .where(eq(paymentLinks.id, linkId))
    .limit(1);
  return row;
}

/** The link's payment counter update, to run alongside the ledger's balance update. */
export function countSuccessfulPayment(db: Executor, linkId: string) {
  return db
    .update(paymentLinks)
    .set({ successfulPayments: sql`${paymentLinks.successfulPayments} + 1` })
    .where(eq(paymentLinks.id, linkId));
}

export async function countPaymentLinks(db: Executor, merchantId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(paymentLinks)
    .where(eq(paymentLinks.merchantId, merchantId));
  return row?.count ?? 0;
}
