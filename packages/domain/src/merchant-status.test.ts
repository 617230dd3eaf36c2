import { describe, expect, it } from 'vitest';
import { merchantStatusOf } from './merchant-status.ts';

describe('merchantStatusOf', () => {
  it('puts suspension above every other state', () => {
    expect(merchantStatusOf({ suspended: true, verificationStatus: 'verified', kycStatus: 'approved' })).toBe(
      'suspended',
    );
    expect(
      merchantStatusOf({ suspended: true, verificationStatus: 'unverified', kycStatus: 'pending' }),
    ).toBe('suspended');
  });

  it('shows a verified merchant as verified whatever a later submission says', () => {
    expect(merchantStatusOf({ suspended: false, verificationStatus: 'verified', kycStatus: 'pending' })).toBe(
      'verified',
    );
  });

  it('follows the KYC state of an unverified merchant', () => {
    const of = (kycStatus: 'not_submitted' | 'pending' | 'approved' | 'rejected') =>
      merchantStatusOf({ suspended: false, verificationStatus: 'unverified', kycStatus });
    expect(of('pending')).toBe('pending');
    expect(of('rejected')).toBe('rejected');
    expect(of('not_submitted')).toBe('unverified');
    expect(of('approved')).toBe('unverified');
  });
});
