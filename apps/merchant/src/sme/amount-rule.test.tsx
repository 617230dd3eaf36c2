import { parseAmount } from '@kopru/domain/amount-input';
import { describe, expect, it } from 'vitest';
import { payoutForm } from './payouts/payout-form.ts';
import { refundForm } from './transactions/refund-form.ts';

const inTurkish = (text: string, currency: string) => parseAmount(text, 'tr', currency);
const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('the amount rule of the money forms', () => {
  const refund = refundForm(inTurkish, 'USD', 10_000);
  const payout = payoutForm(inTurkish, () => 50_000);

  it('answers minor units of an amount typed the user’s way', () => {
    expect(refund.parse({ amount: '12,50', reason: 'duplicate' })).toEqual({
      amount: 1_250,
      reason: 'duplicate',
    });
    expect(payout.parse({ amount: '100', currency: 'USD' })).toEqual({ amount: 10_000, currency: 'USD' });
  });

  it('names one problem of the amount at a time, before the rest of the form', () => {
    expect(messages(refund.safeParse({ amount: ' ', reason: '' }))).toEqual(['amount: validation.required']);
    expect(messages(refund.safeParse({ amount: 'abc', reason: '' }))).toEqual([
      'amount: refunds.errors.amount',
    ]);
    expect(messages(refund.safeParse({ amount: '100,01', reason: 'duplicate' }))).toEqual([
      'amount: refunds.errors.amountAbove',
    ]);
    expect(messages(payout.safeParse({ amount: '500,01', currency: 'USD' }))).toEqual([
      'amount: payouts.errors.maximum',
    ]);
  });

  it('leaves the domain’s own rules to the domain schema', () => {
    expect(messages(refund.safeParse({ amount: '0', reason: 'duplicate' }))).toEqual([
      'amount: refunds.errors.amount',
    ]);
    expect(messages(refund.safeParse({ amount: '5', reason: '' }))).toEqual(['reason: validation.required']);
    expect(messages(payout.safeParse({ amount: '0', currency: 'USD' }))).toEqual([
      'amount: payouts.errors.minimum',
    ]);
  });
});
