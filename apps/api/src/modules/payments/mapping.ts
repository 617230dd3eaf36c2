import { redirectTarget } from '@kopru/domain/payment-link-options';
import type { PayResponse } from '@kopru/domain/schemas/checkout';
import type { Payment } from '@kopru/domain/schemas/payments';
import { refundStatusOf } from '@kopru/domain/schemas/refunds';
import type { PaymentRow } from '../../db/schema/payments.ts';

export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    transactionId: row.reference,
    linkId: row.linkId,
    description: row.description,
    amount: row.amount,
    quantity: row.quantity,
    currency: row.currency,
    fee: row.fee,
    net: row.net,
    status: row.status,
    declineCode: row.declineCode,
    cardBrand: row.cardBrand,
    cardLast4: row.cardLast4,
    payerDetails: row.payerDetails,
    amountRefunded: row.amountRefunded,
    chargedBackAmount: row.chargedBackAmount,
    refundStatus: refundStatusOf(row.amount, row.amountRefunded),
    settled: row.settledAt !== null,
    availableAt: row.availableAt?.toISOString() ?? null,
    clientReference: row.clientReference,
    metadata: row.metadata,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * What a caller without `payments.payerDetails` (team.ts) sees of a payment: the payer's name,
 * phone, company, tax number and addresses left out. Payments inside events too.
 */
export function withoutPayerDetails<T extends { payerDetails?: unknown }>(
  payment: T,
): Omit<T, 'payerDetails'> {
  const shown = { ...payment };
  delete shown.payerDetails;
  return shown;
}

/** A payment as a caller sees it: `payer` says whether it may see the payer's details. */
export function paymentShown(payment: Payment, payer: boolean): Payment {
  return payer ? payment : withoutPayerDetails(payment);
}

/**
 * Declines that would tell a card tester the card is flagged (fraud, stolen, lost, do not honour)
 * reach the payer as a plain "declined"; the merchant sees the exact reason.
 */
const hiddenFromPayer = new Set(['fraud_suspected']);

function payerDeclineCode(code: string | null): PayResponse['declineCode'] {
  if (!code) return null;
  return (hiddenFromPayer.has(code) ? 'card_declined' : code) as PayResponse['declineCode'];
}

export interface AfterPayment {
  successMessage: string | null;
  redirectUrl: string | null;
  /** The redirect is on a domain the merchant has verified. */
  redirectVerified: boolean;
}

/** `after`: the link's after-payment options, shown only once the payment succeeded. */
export function toPayResponse(row: PaymentRow, after?: AfterPayment): PayResponse {
  const succeeded = row.status === 'succeeded';
  return {
    status: row.status,
    paymentId: row.id,
    transactionId: row.reference,
    amount: row.amount,
    quantity: row.quantity,
    currency: row.currency,
    productName: row.description,
    declineCode: payerDeclineCode(row.declineCode),
    action: row.status === 'requires_action' ? (row.action as PayResponse['action']) : null,
    receiptToken: succeeded ? row.receiptToken : null,
    successMessage: succeeded ? (after?.successMessage ?? null) : null,
    redirectUrl: succeeded && after?.redirectUrl ? redirectTarget(after.redirectUrl, row.id) : null,
    redirectVerified: succeeded && Boolean(after?.redirectUrl) && (after?.redirectVerified ?? false),
  };
}
