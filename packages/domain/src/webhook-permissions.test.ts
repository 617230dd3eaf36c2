import { describe, expect, it } from 'vitest';
import { eventTypes } from './events.ts';
import { eventPermission } from './key-permissions.ts';
import { grantsBeyond, grantsFit, mayOfRole, readableEventTypes } from './webhook-permissions.ts';

describe('webhook endpoint grants', () => {
  it('a developer reads payment and account events only, without payer details', () => {
    const may = mayOfRole('developer');
    expect(readableEventTypes(eventTypes, may)).toEqual([
      'payment.succeeded',
      'payment.failed',
      'payment.requires_action',
      'kyc.approved',
      'kyc.rejected',
    ]);
    expect(
      grantsBeyond({ events: ['payment.succeeded', 'refund.created'], payerDetails: true }, may),
    ).toEqual({
      events: ['refund.created'],
      payerDetails: true,
    });
    expect(grantsFit({ events: ['payment.succeeded'], payerDetails: false }, may)).toBe(true);
  });

  it('support reads refunds and disputes but not payouts or links; owners everything', () => {
    const support = mayOfRole('support');
    expect(grantsFit({ events: ['refund.created', 'dispute.lost'], payerDetails: true }, support)).toBe(true);
    expect(
      grantsBeyond({ events: ['payout.paid', 'payment_link.created'], payerDetails: false }, support).events,
    ).toEqual(['payout.paid', 'payment_link.created']);
    expect(grantsFit({ events: [...eventTypes], payerDetails: true }, mayOfRole('owner'))).toBe(true);
    expect(grantsFit({ events: [...eventTypes], payerDetails: true }, mayOfRole('viewer'))).toBe(true);
  });

  it('a payment’s release to iyzico (money leaving for the bank, with the IBAN) needs the payouts permission', () => {
    expect(eventPermission('payment.released')).toBe('payouts.read');
    expect(
      grantsBeyond({ events: ['payment.released'], payerDetails: false }, mayOfRole('developer')).events,
    ).toEqual(['payment.released']);
    expect(grantsFit({ events: ['payment.released'], payerDetails: false }, mayOfRole('finance'))).toBe(true);
  });
});
