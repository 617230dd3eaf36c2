import { describe, expect, it } from 'vitest';
import { formatIban, isValidTurkishIban, maskAccountNumber, maskIban, normaliseIban } from './iban.ts';

const valid = 'TR330006100519786457841326';

describe('IBAN helpers', () => {
  it('normalises spaces, hyphens and case', () => {
    expect(normaliseIban(' tr33 0006 1005-1978 6457 8413 26 ')).toBe(valid);
    expect(normaliseIban('tr33\u00a00006100519786457841326')).toBe(valid);
  });

  it('accepts a Turkish IBAN with the right check digits, typed in any spacing or case', () => {
    expect(isValidTurkishIban(valid)).toBe(true);
    expect(isValidTurkishIban('tr33 0006 1005 1978 6457 8413 26')).toBe(true);
  });

  it('refuses a wrong checksum, a foreign IBAN, a wrong length and text', () => {
    expect(isValidTurkishIban('TR340006100519786457841326')).toBe(false);
    expect(isValidTurkishIban('DE89370400440532013000')).toBe(false);
    expect(isValidTurkishIban('TR33000610051978645784132')).toBe(false);
    expect(isValidTurkishIban('not an iban')).toBe(false);
    expect(isValidTurkishIban('')).toBe(false);
  });

  it('formats in groups of four and masks all but the start and the last four', () => {
    expect(formatIban(valid)).toBe('TR33 0006 1005 1978 6457 8413 26');
    expect(maskIban(valid)).toBe('TR33 •••• •••• 1326');
    expect(maskIban(valid)).not.toContain('0006');
    expect(maskAccountNumber('12345678')).toBe('•••• 5678');
  });
});
