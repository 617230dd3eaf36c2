import { metadataChange } from '@kopru/domain/schemas/metadata';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * The SQL of a metadata update (docs/api.md "Reference and metadata"): the pairs sent are merged
 * into the column, a key sent with an empty value is removed, null empties it. One statement, so
 * two updates never lose each other's keys.
 */
export function mergedMetadata(column: AnyColumn, pairs: Record<string, string> | null): SQL {
  if (pairs === null) return sql`'{}'::jsonb`;
  const { set, remove } = metadataChange(pairs);
  let merged = sql`(${column} || ${JSON.stringify(set)}::jsonb)`;
  for (const key of remove) merged = sql`(${merged} - ${key}::text)`;
  return merged;
}

/** The merchant's reference is found whole, in any case (the lower() indexes of the tables). */
export function sameReference(column: AnyColumn, reference: string): SQL {
  return sql`lower(${column}) = lower(${reference})`;
}
