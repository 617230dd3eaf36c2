import type { DeclineCode } from '@kopru/domain/schemas/checkout';
import { sandboxTestCards } from '@kopru/domain/test-cards';
import type { Env } from '../../env.ts';
import { CallbackRejectedError, type PaymentProvider, type ProviderDeps } from './provider.ts';

/** The test cards of DESIGN.md; any other Luhn-valid number succeeds. */
export const sandboxDeclines: Record<string, DeclineCode> = Object.fromEntries(
  sandboxTestCards.flatMap((card) => (card.declineCode ? [[card.number, card.declineCode]] : [])),
);

/** The deterministic in-process acquirer. */
export function createSandboxProvider(_env: Env, _deps: ProviderDeps): PaymentProvider {
  return {
    name: 'sandbox',
    async charge(input) {
      const declineCode = sandboxDeclines[input.card.number];
      return declineCode
        ? { status: 'failed', declineCode }
        : { status: 'succeeded', providerPaymentId: `sbx_${input.reference}` };
    },
    async complete() {
      throw new CallbackRejectedError('no 3-D Secure challenge is open');
    },
    async retrieve() {
      return { status: 'not_found' };
    },
    async refund(input) {
      return { status: 'succeeded', providerRefundId: `sbxre_${input.refundReference}` };
    },
  };
}
