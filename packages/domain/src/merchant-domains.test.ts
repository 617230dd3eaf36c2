import { describe, expect, it } from 'vitest';
import {
  hostIsUnder,
  isVerifiedRedirect,
  newVerificationToken,
  normalizeDomain,
  txtRecordsHold,
  verificationRecordName,
  verificationRecordValue,
} from './merchant-domains.ts';

describe('merchant domains', () => {
  it('stores a domain in lowercase ASCII, a URL by its host, and refuses what is not a name', () => {
    expect(normalizeDomain('Shop.Example.COM')).toBe('shop.example.com');
    expect(normalizeDomain('https://shop.example.com/thanks?x=1')).toBe('shop.example.com');
    expect(normalizeDomain('example.com.')).toBe('example.com');
    expect(normalizeDomain('bücher.example')).toBe('xn--bcher-kva.example');
    for (const bad of [
      '',
      'localhost',
      '192.168.1.1',
      '[::1]',
      'example.com:8443',
      'a b.com',
      '-x.com',
      'user@example.com',
    ])
      expect(normalizeDomain(bad), bad).toBeNull();
  });

  it('counts subdomains of a verified domain, never a look-alike suffix', () => {
    expect(hostIsUnder('example.com', 'example.com')).toBe(true);
    expect(hostIsUnder('pay.shop.example.com', 'example.com')).toBe(true);
    expect(hostIsUnder('evil-example.com', 'example.com')).toBe(false);
    expect(hostIsUnder('example.com.evil.net', 'example.com')).toBe(false);
    expect(isVerifiedRedirect('https://shop.example.com/thanks?payment_id=1', ['example.com'])).toBe(true);
    expect(isVerifiedRedirect('https://example.co/thanks', ['example.com'])).toBe(false);
    expect(isVerifiedRedirect('https://xn--exmple-cua.com/', ['example.com'])).toBe(false);
  });

  it('names the record and finds its value among TXT answers split in chunks', () => {
    const token = newVerificationToken();
    expect(token).toMatch(/^[A-Z2-9]{24}$/);
    expect(newVerificationToken()).not.toBe(token);
    expect(verificationRecordName('example.com')).toBe('_kopru-verification.example.com');
    const value = verificationRecordValue(token);
    expect(txtRecordsHold([['v=spf1 -all'], [value.slice(0, 10), value.slice(10)]], value)).toBe(true);
    expect(txtRecordsHold([['v=spf1 -all'], [`${value}x`]], value)).toBe(false);
  });
});
