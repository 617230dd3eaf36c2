import type { DeclineCode } from '@kopru/domain/schemas/checkout';
import type { PaymentProvider } from './provider.ts';

/** The test cards of DESIGN.md; any other Luhn-valid number succeeds. */
export const sandboxDeclines: Record<string, DeclineCode> = {
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
};

export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  sandbox: true,
  async charge(request) {
    const declineCode = sandboxDeclines[request.cardNumber];
    return declineCode ? { outcome: 'failed', declineCode } : { outcome: 'succeeded' };
  },
};
