import type { DeclineCode } from './schemas/checkout.ts';

/**
 * The sandbox acquirer's test cards (DESIGN.md "Payments"); any other Luhn-valid number
 * succeeds. The sandbox provider and the API reference both read this list.
 */
export const sandboxTestCards: readonly { number: string; declineCode: DeclineCode | null }[] = [
  { number: '4242424242424242', declineCode: null },
  { number: '4000000000000002', declineCode: 'card_declined' },
  { number: '4000000000009995', declineCode: 'insufficient_funds' },
  { number: '4000000000000069', declineCode: 'expired_card' },
  { number: '4000000000000127', declineCode: 'incorrect_cvc' },
];
