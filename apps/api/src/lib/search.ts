import { searchFoldFrom, searchFoldTo } from '@kopru/domain/search';
import { type AnyColumn, or, type SQL, sql } from 'drizzle-orm';

/** Escapes LIKE wildcards so a search for '50%' looks for the characters, not a pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function folded(value: AnyColumn | SQL | string): SQL {
  return sql`lower(translate(${value}, ${searchFoldFrom}, ${searchFoldTo}))`;
}

/**
 * True when any of `columns` contains `query`, ignoring case and Turkish letter forms. Both sides
 * are folded by the same SQL, so the result does not depend on the database collation.
 */
export function foldedContains(columns: (AnyColumn | SQL)[], query: string): SQL | undefined {
  const pattern = `%${escapeLike(query)}%`;
  return or(...columns.map((column) => sql`${folded(column)} like ${folded(pattern)}`));
}
