import { METADATA_KEY_MAX, METADATA_MAX_KEYS, METADATA_VALUE_MAX } from '@kopru/domain/limits';
import { containsCardNumber, type Metadata } from '@kopru/domain/schemas/metadata';
import { z } from 'zod';

/** The key-value editor's rows as typed; a row left wholly empty is ignored. */
export const metadataRows = z.array(z.object({ key: z.string(), value: z.string() }));
export type MetadataRow = z.infer<typeof metadataRows>[number];

export function rowsOf(metadata: Metadata): MetadataRow[] {
  return Object.entries(metadata).map(([key, value]) => ({ key, value }));
}

const filled = (row: MetadataRow) => row.key.trim() !== '' || row.value !== '';

/**
 * The rows' problems on the rows' own paths (`metadata.2.key`), so each shows under its field; the
 * server checks the same limits again (schemas/metadata.ts) by key.
 */
export function checkMetadataRows(rows: MetadataRow[], ctx: z.RefinementCtx, path = 'metadata') {
  if (rows.filter(filled).length > METADATA_MAX_KEYS)
    ctx.addIssue({ code: 'custom', path: [path, 'root'], message: 'metadata.errors.tooManyKeys' });
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    if (!filled(row)) return;
    const at = (field: 'key' | 'value', message: string) =>
      ctx.addIssue({ code: 'custom', path: [path, index, field], message });
    const key = row.key.trim();
    if (key === '') at('key', 'metadata.errors.keyBlank');
    else if (key.length > METADATA_KEY_MAX) at('key', 'metadata.errors.keyTooLong');
    else if (seen.has(key)) at('key', 'metadata.errors.keyRepeated');
    else if (containsCardNumber(key)) at('key', 'metadata.errors.cardNumber');
    seen.add(key);
    if (row.value === '') at('value', 'metadata.errors.valueMissing');
    else if (row.value.length > METADATA_VALUE_MAX) at('value', 'metadata.errors.valueTooLong');
    else if (containsCardNumber(row.value)) at('value', 'metadata.errors.cardNumber');
  });
}

/** The pairs of the filled rows. */
export function metadataOf(rows: MetadataRow[]): Metadata {
  return Object.fromEntries(rows.filter(filled).map((row) => [row.key.trim(), row.value]));
}

/** An update's pairs: the rows, and every key the object had that the rows dropped, as '' (removed). */
export function metadataUpdate(rows: MetadataRow[], before: Metadata): Metadata {
  const after = metadataOf(rows);
  const removed = Object.keys(before).filter((key) => !(key in after));
  return { ...Object.fromEntries(removed.map((key) => [key, ''])), ...after };
}
