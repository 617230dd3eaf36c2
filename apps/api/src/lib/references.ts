import { newReference, type ReferencePrefix } from '@kopru/domain/references';

/** Draws before giving up; a second draw already collides about once in 10^18 inserts. */
export const REFERENCE_ATTEMPTS = 5;

/**
 * Inserts a row under a new random reference. `insert` writes with `on conflict (reference) do
 * nothing` and answers undefined when the reference was taken (by a committed row, or by a
 * concurrent one that then committed): another is drawn. No savepoint and no aborted transaction,
 * so the common case costs no extra round trip.
 */
export async function insertWithNewReference<T>(
  prefix: ReferencePrefix,
  insert: (reference: string) => Promise<T | undefined>,
): Promise<T> {
  for (let attempt = 1; attempt <= REFERENCE_ATTEMPTS; attempt++) {
    const row = await insert(newReference(prefix));
    if (row !== undefined) return row;
  }
  throw new Error(`no free ${prefix} reference after ${REFERENCE_ATTEMPTS} draws`);
}
