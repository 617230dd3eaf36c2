import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { merchants } from '../../db/schema/merchants.ts';
import { type PaymentLinkRow, paymentLinks } from '../../db/schema/payment-links.ts';
import { afterCursor, newestFirst } from '../../lib/pagination.ts';

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

export async function listPaymentLinks(
  db: Executor,
  {
    merchantId,
    active,
    limit,
    after,
  }: { merchantId: string; active?: boolean | undefined; limit: number; after?: PaymentLinkRow | undefined },
) {
  return db
    .select()
    .from(paymentLinks)
    .where(
      and(
        eq(paymentLinks.merchantId, merchantId),
        active === undefined ? undefined : eq(paymentLinks.active, active),
        afterCursor(paymentLinks, after),
      ),
    )
    .orderBy(...newestFirst(paymentLinks))
    .limit(limit + 1);
}

export async function updatePaymentLink(
  db: Executor,
  { merchantId, id }: { merchantId: string; id: string },
  values: Partial<Pick<PaymentLinkRow, 'active' | 'description'>>,
) {
  const [row] = await db
    .update(paymentLinks)
    .set(values)
    .where(and(eq(paymentLinks.merchantId, merchantId), eq(paymentLinks.id, id)))
    .returning();
  return row;
}

/** A link a payer may use: active, of a verified merchant that is not suspended. */
function payable() {
  return and(
    eq(paymentLinks.active, true),
    eq(merchants.verificationStatus, 'verified'),
    isNull(merchants.suspendedAt),
  );
}

/** Counts a checkout visit and returns the link with its merchant's name, if payable. */
export async function recordVisit(db: Executor, code: string) {
  const [row] = await db
    .update(paymentLinks)
    .set({ clickCount: sql`${paymentLinks.clickCount} + 1` })
    .from(merchants)
    .where(and(eq(paymentLinks.code, code), eq(merchants.id, paymentLinks.merchantId), payable()))
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

export async function findPayableLink(db: Executor, code: string) {
  const [row] = await db
    .select({ link: paymentLinks, merchantName: merchants.companyName })
    .from(paymentLinks)
    .innerJoin(merchants, eq(merchants.id, paymentLinks.merchantId))
    .where(and(eq(paymentLinks.code, code), payable()))
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
