import { describe, expect, it } from 'vitest';
import { ProviderUnavailableError } from '../../../ports.ts';
import { chargeFailure, paymentOutcome } from './outcome.ts';
import { signedFieldsOf, signFields } from './signature.ts';

const secret = 'secret';
function signedAnswer(overrides: Record<string, string | number> = {}) {
  const body: Record<string, string | number> = {
    status: 'success',
    paymentId: '25000001',
    conversationId: 'pay_1',
    basketId: 'pay_1',
    currency: 'EUR',
    price: 12.5,
    paidPrice: 12.5,
    paymentStatus: 'SUCCESS',
    fraudStatus: 1,
    ...overrides,
  };
  return { ...body, signature: signFields(signedFieldsOf.payment(body), secret) };
}

describe('iyzico payment answers', () => {
  const expected = { reference: 'pay_1', providerPaymentId: '25000001', paidPrice: '12.5', currency: 'EUR' };

  it('a signed answer about our payment, amount and currency is a charge', () => {
    expect(paymentOutcome(signedAnswer(), secret, expected)).toEqual({
      status: 'succeeded',
      providerPaymentId: '25000001',
    });
  });

  it.each([
    [{ paidPrice: 13 }, 'paidPrice 13 is not 12.5'],
    [{ currency: 'USD' }, 'currency USD is not EUR'],
    [{ basketId: 'pay_2' }, 'basketId pay_2 is not pay_1'],
    [{ paymentId: '25000002' }, 'paymentId 25000002 is not 25000001'],
  ])('a signed answer with %o is no answer (%s), never a charge', (overrides, reason) => {
    const error = (() => {
      try {
        return paymentOutcome(signedAnswer(overrides), secret, expected);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ProviderUnavailableError);
    expect((error as ProviderUnavailableError).answer).toBe(`answer refused: ${reason}`);
  });

  it('a bank refusal at auth is a decline; a system or timeout code is an unknown outcome', () => {
    expect(chargeFailure({ status: 'failure', errorCode: '10051', paymentId: '1' })).toEqual({
      status: 'failed',
      declineCode: 'insufficient_funds',
      providerPaymentId: '1',
    });
    for (const errorCode of ['1', '2', '10202', '10204', '10214', '10219', '10236'])
      expect(() => chargeFailure({ status: 'failure', errorCode, errorMessage: 'x' })).toThrow(
        ProviderUnavailableError,
      );
  });
});
