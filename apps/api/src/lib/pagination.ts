import { type AnyColumn, and, desc, eq, lt, or, type SQL } from 'drizzle-orm';

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
 */
export function afterCursor(
  columns: { createdAt: AnyColumn; id: AnyColumn },
  cursor: { createdAt: Date; id: string } | undefined,
): SQL | undefined {
  if (!cursor) return undefined;
  return or(
    lt(columns.createdAt, cursor.createdAt),
    and(eq(columns.createdAt, cursor.createdAt), lt(columns.id, cursor.id)),
  );
}

export function newestFirst(columns: { createdAt: AnyColumn; id: AnyColumn }) {
  return [desc(columns.createdAt), desc(columns.id)];
}
