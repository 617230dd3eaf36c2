import { describe, expect, it } from 'vitest';
import { declineCodeOf, mdStatusDecline } from './decline-codes.ts';
import { priceOf } from './request.ts';
import { signedFieldsOf, signedPrice, signFields, verifySigned } from './signature.ts';

describe('iyzico signatures', () => {
  it("matches the callback example of iyzico's own sample (iyzipay-php callbackUrl_Signature_Validation.php)", () => {
    const callback = {
      status: 'success',
      paymentId: '22484292',
      conversationData: '',
      conversationId: '',
      mdStatus: '1',
    };
    expect(signFields(signedFieldsOf.callback(callback), 'jLc7GQHD2pyJoqXDeEcTnGHYtP7Ai5jl')).toBe(
      'a4f73b80bb32a6ef8358090bbd8609a49a7b53f463048f8ef147496e236d04f0',
    );
  });

  it('signs prices without trailing zeros', () => {
    expect(signedPrice('50.00')).toBe('50');
    expect(signedPrice('10.50')).toBe('10.5');
    expect(signedPrice(12.3)).toBe('12.3');
    expect(signedPrice('7')).toBe('7');
    const a = signFields(signedFieldsOf.payment({ paymentId: '1', price: '10.50', paidPrice: 10.5 }), 'k');
    const b = signFields(signedFieldsOf.payment({ paymentId: '1', price: 10.5, paidPrice: '10.500' }), 'k');
    expect(a).toBe(b);
  });

  it('refuses a signature made with another key or over other fields', () => {
    const fields = ['25000001', 'pay_1'];
    const good = signFields(fields, 'secret');
    expect(verifySigned(fields, good, 'secret')).toBe(true);
    expect(verifySigned(fields, good, 'other')).toBe(false);
    expect(verifySigned(['25000001', 'pay_2'], good, 'secret')).toBe(false);
    expect(verifySigned(fields, undefined, 'secret')).toBe(false);
    expect(verifySigned(fields, good.toUpperCase(), 'secret')).toBe(false);
  });
});

describe('iyzico amounts and codes', () => {
  it('turns minor units into iyzico prices', () => {
    expect(priceOf(1250)).toBe('12.5');
    expect(priceOf(1200)).toBe('12.0');
    expect(priceOf(5)).toBe('0.05');
    expect(priceOf(123_456_789)).toBe('1234567.89');
  });

  it('maps bank and request errors to our decline codes, unknown ones to a plain decline', () => {
    expect(declineCodeOf('10051')).toBe('insufficient_funds');
    expect(declineCodeOf(10054)).toBe('expired_card');
    expect(declineCodeOf('10084')).toBe('incorrect_cvc');
    expect(declineCodeOf('10034')).toBe('fraud_suspected');
    expect(declineCodeOf('1000')).toBe('processing_error');
    expect(declineCodeOf('99999')).toBe('card_declined');
    expect(declineCodeOf(undefined)).toBe('card_declined');
    expect(mdStatusDecline('0')).toBe('authentication_failed');
    expect(mdStatusDecline('7')).toBe('processing_error');
    expect(mdStatusDecline('8')).toBe('invalid_card');
  });
});
