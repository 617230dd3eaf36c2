import { createHmac, randomUUID } from 'node:crypto';
import type { Body } from './answers.ts';
import type { ContractState } from './state.ts';

/** The merchant id (MID) the server's notifications carry. */
const CONTRACT_MERCHANT_ID = 3_000_001;

export interface ContractNotification {
  headers: Record<string, string>;
  payload: Body;
}

export interface ContractNotifications {
  /**
   * Row N1: the notification iyzico posts about a payment, the Checkout Form's (by its token, the
   * hosted-page format, CHECKOUT_FORM_AUTH) or one made through the API (by iyzico's paymentId,
   * the direct format, THREE_DS_AUTH), with its status now, signed in X-Iyz-Signature-V3. A test
   * delivers it (app.inject); `signature` makes it carry one made with another key, or none.
   */
  notificationOf(
    payment: { token: string } | { paymentId: string },
    options?: {
      signature?: 'good' | 'wrong_key' | 'missing';
      /** A34: the direct format with paymentId and iyziPaymentId (the samples' body) or paymentId alone. */
      ids?: 'both' | 'paymentId';
    },
  ): ContractNotification;
}

/**
 * Row N1 (docs/acquirers.md): the bodies are those of docs.iyzico.com "Webhook" (the direct and
 * hosted-page formats) and of iyzipay-php samples/webhook_Signature_Validation.php; the signature
 * is HMAC-SHA256 with the secret key over the secret key and the signed fields in the samples'
 * order, hex. Written here apart from the adapter's on purpose.
 */
export function contractNotifications(state: ContractState, secretKey: string): ContractNotifications {
  const signature = (key: string, fields: unknown[]) =>
    createHmac('sha256', key)
      .update(key + fields.map((field) => (field === undefined ? '' : String(field))).join(''))
      .digest('hex');

  function bodyOf(
    payment: { token: string } | { paymentId: string },
    ids: 'both' | 'paymentId',
  ): { payload: Body; signed: unknown[] } {
    const common = {
      merchantId: CONTRACT_MERCHANT_ID,
      iyziReferenceCode: randomUUID(),
      iyziEventTime: Date.now(),
    };
    if ('token' in payment) {
      const form = state.checkoutForms.get(payment.token);
      if (!form) throw new Error(`contract server: no checkout form ${payment.token}`);
      const paid = form.paymentId ? state.payments.get(form.paymentId) : undefined;
      const payload = {
        paymentConversationId: form.conversationId,
        ...common,
        token: form.token,
        status: paid?.status ?? 'FAILURE',
        iyziEventType: 'CHECKOUT_FORM_AUTH',
        ...(paid ? { iyziPaymentId: Number(paid.paymentId) } : {}),
      };
      return {
        payload,
        signed: [
          payload.iyziEventType,
          payload.iyziPaymentId,
          form.token,
          form.conversationId,
          payload.status,
        ],
      };
    }
    const paid = state.payments.get(payment.paymentId);
    if (!paid) throw new Error(`contract server: no payment ${payment.paymentId}`);
    const id = Number(paid.paymentId);
    const payload = {
      paymentConversationId: paid.conversationId,
      ...common,
      paymentId: id,
      status: paid.status,
      iyziEventType: 'THREE_DS_AUTH',
      ...(ids === 'both' ? { iyziPaymentId: id } : {}),
    };
    return { payload, signed: [payload.iyziEventType, id, paid.conversationId, paid.status] };
  }

  return {
    notificationOf(payment, options = {}) {
      const { payload, signed } = bodyOf(payment, options.ids ?? 'both');
      const kind = options.signature ?? 'good';
      const key = kind === 'wrong_key' ? `${secretKey}-other` : secretKey;
      const headers: Record<string, string> =
        kind === 'missing' ? {} : { 'X-Iyz-Signature-V3': signature(key, signed) };
      return { headers, payload };
    },
  };
}
