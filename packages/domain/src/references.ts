import { isReadableCode, randomReadableCode, readableAlphabet } from './link-code.ts';

/**
 * Human references of payments (`TX-…`) and payouts (`PO-…`): random, so consecutive ones say
 * nothing about the platform's volume, in the link codes' alphabet so they read out and type
 * without look-alikes. 10 symbols of 31 (about 49.5 bits): among a million references the chance
 * that a new one is taken is about one in 800 million, and the unique index with a retry covers it.
 * References given before this scheme (`TX-000123`, from a platform-wide sequence) stay valid.
 */
export const REFERENCE_CODE_LENGTH = 10;

export const referencePrefixes = ['TX', 'PO'] as const;
export type ReferencePrefix = (typeof referencePrefixes)[number];

export function newReference(prefix: ReferencePrefix): string {
  return `${prefix}-${randomReadableCode(REFERENCE_CODE_LENGTH)}`;
}

/** What references given from now on look like (tests and documentation). */
export function referencePattern(prefix: ReferencePrefix): RegExp {
  return new RegExp(`^${prefix}-[${readableAlphabet}]{${REFERENCE_CODE_LENGTH}}$`);
}

/** The reference of a row numbered before random references: TX-000123, at least six digits. */
export function legacyReference(prefix: ReferencePrefix, number: number): string {
  return `${prefix}-${String(number).padStart(6, '0')}`;
}

/**
 * The references a search box's text can mean, as stored: a new reference typed in any case, with
 * or without its prefix, spaces or dashes (`tx-7kq4 mz2p9a`), or an old one by its number (`123`,
 * `TX-000123`, `tx123`). Empty when the text cannot be a reference.
 */
export function referenceSearchTerms(prefix: ReferencePrefix, text: string): string[] {
  const compact = text.toUpperCase().replace(/[\s-]/g, '');
  const bodies = compact.startsWith(prefix) ? [compact.slice(prefix.length), compact] : [compact];
  const terms = new Set<string>();
  for (const body of bodies) {
    if (/^\d{1,15}$/.test(body) && Number(body) > 0) terms.add(legacyReference(prefix, Number(body)));
    if (isReadableCode(body, REFERENCE_CODE_LENGTH)) terms.add(`${prefix}-${body}`);
  }
  return [...terms];
}
