import { describe, expect, it } from 'vitest';
import { catalogs } from './catalog.ts';
import { lookup } from './catalog-text.ts';
import { interpolate } from './translate.ts';

describe('lookup and interpolate (shared by the light translator and e-mails)', () => {
  it('finds nested keys and fills placeholders', () => {
    const text = lookup(catalogs.tr, 'checkout.form.pay');
    expect(text).toBe('{{amount}} öde');
    expect(interpolate(text ?? '', { amount: '€49,99' })).toBe('€49,99 öde');
  });

  it('answers undefined for unknown keys and for branches', () => {
    expect(lookup(catalogs.en, 'checkout.nope')).toBeUndefined();
    expect(lookup(catalogs.en, 'checkout.form')).toBeUndefined();
  });
});
