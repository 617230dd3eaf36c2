import { type AnyColumn, desc, type SQL, sql } from 'drizzle-orm';

export interface Page<T> {
  data: T[];
  has_more: boolean;
}

/** Cut a `limit + 1` fetch into a page: the extra row only tells whether more exist. */
export function toPage<T>(rows: T[], limit: number): Page<T> {
  return { data: rows.slice(0, limit), has_more: rows.length > limit };
}

/**
 * Newest-first keyset pagination on (created_at, id): rows strictly after the cursor row.
 * Stable under inserts: new rows are newer than any cursor and never shift later pages.
 * The cursor's timestamp is read back in SQL: PostgreSQL keeps microseconds and a JS Date only
 * milliseconds, so comparing with the Date would skip rows written within the same millisecond.
 */
export function afterCursor(
  columns: { createdAt: AnyColumn; id: AnyColumn },
  cursor: { id: string } | undefined,
): SQL | undefined {
  if (!cursor) return undefined;
  // Inside the sub-select the table name refers to the sub-select's own row (the cursor).
  return sql`(${columns.createdAt}, ${columns.id}) < (select ${columns.createdAt}, ${columns.id} from ${columns.id.table} where ${columns.id} = ${cursor.id})`;
}

export function newestFirst(columns: { createdAt: AnyColumn; id: AnyColumn }) {
  return [desc(columns.createdAt), desc(columns.id)];
}
