import { referencePattern } from '@kopru/domain/references';
import { describe, expect, it } from 'vitest';
import { insertWithNewReference, REFERENCE_ATTEMPTS } from './references.ts';

describe('insertWithNewReference', () => {
  it('draws a new reference for each insert that found its reference taken', async () => {
    const tried: string[] = [];
    const row = await insertWithNewReference('TX', async (reference) => {
      tried.push(reference);
      return tried.length < 3 ? undefined : { reference };
    });
    expect(tried).toHaveLength(3);
    expect(new Set(tried).size).toBe(3);
    for (const reference of tried) expect(reference).toMatch(referencePattern('TX'));
    expect(row).toEqual({ reference: tried[2] });
  });

  it('gives up after a bounded number of draws instead of looping', async () => {
    let tries = 0;
    await expect(
      insertWithNewReference('PO', async () => {
        tries += 1;
        return undefined;
      }),
    ).rejects.toThrow(/no free PO reference/);
    expect(tries).toBe(REFERENCE_ATTEMPTS);
  });
});
