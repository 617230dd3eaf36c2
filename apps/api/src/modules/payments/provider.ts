import type { DeclineCode } from '@kopru/domain/schemas/checkout';

export interface ChargeRequest {
  amount: number;
  currency: string;
  /** Digits only; never stored or logged by the caller. */
  cardNumber: string;
  expiry: string;
  cvc: string;
  cardholderName: string;
  /** Our payment id, for the acquirer's own idempotency. */
  reference: string;
}

export type ChargeResult = { outcome: 'succeeded' } | { outcome: 'failed'; declineCode: DeclineCode };

/** An acquirer. Only the sandbox exists today; a real one plugs in here. */
export interface PaymentProvider {
  name: string;
  sandbox: boolean;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}
