import type { DeclineCode } from './schemas/checkout.ts';

/**
 * The sandbox acquirer's test cards (DESIGN.md "Payments"); any other Luhn-valid number
 * succeeds. The sandbox provider, the checkout's hint and the API reference read this list.
 * `threeDs` cards first ask for a 3-D Secure challenge on the sandbox bank page; `declineCode`
 * is then the outcome after a passed challenge. The `disputed` card succeeds, and its cardholder
 * disputes the payment SANDBOX_DISPUTE_AFTER_SECONDS later (a minute by default).
 */
export const sandboxTestCards: readonly {
  number: string;
  declineCode: DeclineCode | null;
  threeDs?: true;
  disputed?: true;
}[] = [
  { number: '4242424242424242', declineCode: null },
  { number: '4000000000000002', declineCode: 'card_declined' },
  { number: '4000000000009995', declineCode: 'insufficient_funds' },
  { number: '4000000000000069', declineCode: 'expired_card' },
  { number: '4000000000000127', declineCode: 'incorrect_cvc' },
  { number: '4000000000000259', declineCode: null, disputed: true },
  { number: '4000002760003184', declineCode: null, threeDs: true },
  { number: '4000008400001629', declineCode: 'card_declined', threeDs: true },
];
