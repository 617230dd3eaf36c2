import type { ContentKind } from '@kopru/domain/schemas/content';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type NewSiteContentRow, siteContent } from '../../db/schema/site-content.ts';

const order = [
  asc(siteContent.kind),
  asc(siteContent.position),
  asc(siteContent.createdAt),
  asc(siteContent.id),
];

export async function listContent(db: Executor, kind?: ContentKind) {
  return db
    .select()
    .from(siteContent)
    .where(kind ? eq(siteContent.kind, kind) : undefined)
    .orderBy(...order);
}

/** The entries of one kind, locked until the transaction ends (serialises creates and reorders). */
export async function lockKind(db: Executor, kind: ContentKind) {
  return db
    .select({ id: siteContent.id, position: siteContent.position })
    .from(siteContent)
    .where(eq(siteContent.kind, kind))
    .orderBy(asc(siteContent.position), asc(siteContent.createdAt), asc(siteContent.id))
    .for('update');
}

export async function findContent(db: Executor, id: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(siteContent).where(eq(siteContent.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function countContent(db: Executor, kind: ContentKind): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(siteContent)
    .where(eq(siteContent.kind, kind));
  return row?.count ?? 0;
}

export async function insertContent(db: Executor, values: NewSiteContentRow) {
  const [row] = await db.insert(siteContent).values(values).returning();
  if (!row) throw new Error('insert into site_content returned no row');
  return row;
}

export async function updateContent(
  db: Executor,
  id: string,
  values: Partial<Omit<NewSiteContentRow, 'id' | 'kind'>>,
) {
  const [row] = await db.update(siteContent).set(values).where(eq(siteContent.id, id)).returning();
  return row;
}

export async function deleteContent(db: Executor, id: string) {
  const [row] = await db.delete(siteContent).where(eq(siteContent.id, id)).returning();
  return row;
}

export async function setPosition(db: Executor, kind: ContentKind, id: string, position: number) {
  await db
    .update(siteContent)
    .set({ position })
    .where(and(eq(siteContent.id, id), eq(siteContent.kind, kind)));
}

/**
 * Serialises the default-content check across replicas starting together; released at commit.
 * The key is an arbitrary constant owned by this module.
 */
export async function lockDefaultContent(db: Executor): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(482219001)`);
}
