import type { DeclineCode } from '@kopru/domain/schemas/checkout';
import { sandboxTestCards } from '@kopru/domain/test-cards';
import type { PaymentProvider } from './provider.ts';

/** The test cards of DESIGN.md; any other Luhn-valid number succeeds. */
export const sandboxDeclines: Record<string, DeclineCode> = Object.fromEntries(
  sandboxTestCards.flatMap((card) => (card.declineCode ? [[card.number, card.declineCode]] : [])),
);

export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  sandbox: true,
  async charge(request) {
    const declineCode = sandboxDeclines[request.cardNumber];
    return declineCode ? { outcome: 'failed', declineCode } : { outcome: 'succeeded' };
  },
};
