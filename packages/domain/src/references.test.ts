import { describe, expect, it } from 'vitest';
import {
  legacyReference,
  newReference,
  REFERENCE_CODE_LENGTH,
  referencePattern,
  referenceSearchTerms,
} from './references.ts';

describe('references', () => {
  it('draws short references without look-alikes', () => {
    for (let i = 0; i < 1_000; i++) {
      const reference = newReference('TX');
      expect(reference).toMatch(referencePattern('TX'));
      expect(reference.slice(3)).not.toMatch(/[01OIL]/);
      expect(reference).toHaveLength(3 + REFERENCE_CODE_LENGTH);
    }
    expect(newReference('PO')).toMatch(referencePattern('PO'));
  });

  it('collides in none of 100,000 drawn', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 100_000; i++) seen.add(newReference('TX'));
    expect(seen.size).toBe(100_000);
  });

  it('uses every symbol about equally often', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 10_000; i++)
      for (const symbol of newReference('PO').slice(3)) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    expect(counts.size).toBe(31);
    const expected = (10_000 * REFERENCE_CODE_LENGTH) / 31;
    for (const count of counts.values()) expect(Math.abs(count - expected) / expected).toBeLessThan(0.1);
  });

  it('keeps the old numbered form', () => {
    expect(legacyReference('TX', 123)).toBe('TX-000123');
    expect(legacyReference('PO', 1_234_567)).toBe('PO-1234567');
  });

  it('reads a search box as the references it can mean', () => {
    expect(referenceSearchTerms('TX', 'TX-7KQ4MZ2P9A')).toEqual(['TX-7KQ4MZ2P9A']);
    expect(referenceSearchTerms('TX', ' tx-7kq4 mz2p9a ')).toEqual(['TX-7KQ4MZ2P9A']);
    expect(referenceSearchTerms('TX', '7kq4-mz2p9a')).toEqual(['TX-7KQ4MZ2P9A']);
    expect(referenceSearchTerms('TX', 'TX-000123')).toEqual(['TX-000123']);
    expect(referenceSearchTerms('TX', '123')).toEqual(['TX-000123']);
    expect(referenceSearchTerms('TX', 'tx123')).toEqual(['TX-000123']);
    expect(referenceSearchTerms('PO', 'PO-000042')).toEqual(['PO-000042']);
    // A code that itself starts with the prefix letters is read both ways.
    expect(referenceSearchTerms('TX', 'TXABCDEFGH')).toEqual(['TX-TXABCDEFGH']);
    expect(referenceSearchTerms('TX', 'TX-0')).toEqual([]);
    expect(referenceSearchTerms('TX', 'TX-7KQ4MZ2P9O')).toEqual([]);
    expect(referenceSearchTerms('TX', 'kilim')).toEqual([]);
    expect(referenceSearchTerms('TX', 'PO-7KQ4MZ2P9A')).toEqual([]);
  });
});
