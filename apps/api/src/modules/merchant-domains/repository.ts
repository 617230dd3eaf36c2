import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type MerchantDomainRow, merchantDomains } from '../../db/schema/merchant-domains.ts';

type Scoped = { merchantId: string; id: string };

export function listDomains(db: Executor, merchantId: string): Promise<MerchantDomainRow[]> {
  return db
    .select()
    .from(merchantDomains)
    .where(eq(merchantDomains.merchantId, merchantId))
    .orderBy(asc(merchantDomains.domain));
}

/** The merchant's verified domains: a redirect to one of them (or a subdomain) skips the notice. */
export async function verifiedDomainsOf(db: Executor, merchantId: string): Promise<string[]> {
  const rows = await db
    .select({ domain: merchantDomains.domain })
    .from(merchantDomains)
    .where(and(eq(merchantDomains.merchantId, merchantId), isNotNull(merchantDomains.verifiedAt)));
  return rows.map((row) => row.domain);
}

export async function countDomains(db: Executor, merchantId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(merchantDomains)
    .where(eq(merchantDomains.merchantId, merchantId));
  return row?.n ?? 0;
}

/** Inserts unless the merchant has the domain already (unique index): undefined then. */
export async function insertDomain(
  db: Executor,
  values: typeof merchantDomains.$inferInsert,
): Promise<MerchantDomainRow | undefined> {
  const [row] = await db.insert(merchantDomains).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findDomain(db: Executor, { merchantId, id }: Scoped) {
  const [row] = await db
    .select()
    .from(merchantDomains)
    .where(and(eq(merchantDomains.merchantId, merchantId), eq(merchantDomains.id, id)))
    .limit(1);
  return row;
}

export async function updateDomain(
  db: Executor,
  { merchantId, id }: Scoped,
  values: Partial<Pick<MerchantDomainRow, 'verifiedAt' | 'lastCheckedAt'>>,
) {
  const [row] = await db
    .update(merchantDomains)
    .set(values)
    .where(and(eq(merchantDomains.merchantId, merchantId), eq(merchantDomains.id, id)))
    .returning();
  return row;
}

export async function deleteDomain(db: Executor, { merchantId, id }: Scoped) {
  const [row] = await db
    .delete(merchantDomains)
    .where(and(eq(merchantDomains.merchantId, merchantId), eq(merchantDomains.id, id)))
    .returning();
  return row;
}
