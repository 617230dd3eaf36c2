import { describe, expect, it } from 'vitest';
import { preferredLocale } from './locale.ts';

describe('the browser’s language among ours', () => {
  it('is the first of ours in the browser’s order', () => {
    expect(preferredLocale(['tr-TR', 'tr', 'en-US'])).toBe('tr');
    expect(preferredLocale(['en-GB', 'tr'])).toBe('en');
    expect(preferredLocale(['de-DE', 'TR'])).toBe('tr');
  });

  it('is none when the browser asks for none of ours (the apps then use English)', () => {
    expect(preferredLocale(['de-DE', 'fr'])).toBeNull();
    expect(preferredLocale([])).toBeNull();
  });
});
