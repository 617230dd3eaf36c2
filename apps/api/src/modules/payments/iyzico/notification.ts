import { createHmac } from 'node:crypto';
import { NotificationRejectedError, type NotifiedPayment } from '../../../ports.ts';
import { signatureMatches } from './signature.ts';

/**
 * iyzico's payment notifications (docs.iyzico.com "Webhook"): a JSON POST whose
 * X-IYZ-SIGNATURE-V3 header is HMAC-SHA256, keyed with the merchant's secret key, of the secret
 * key followed by some fields of the body joined with nothing, hex in lower case (iyzipay-php
 * samples/webhook_Signature_Validation.php, iyzipay-dotnet Webhooks/WebhookSignatureValidation.cs,
 * with their worked examples in notification.test.ts). The hosted-page format (the Checkout
 * Form's CHECKOUT_FORM_AUTH) signs iyziEventType, iyziPaymentId, token, paymentConversationId,
 * status; the direct format (payments through the API) iyziEventType, paymentId,
 * paymentConversationId, status.
 */
type Field = string | number | undefined;

export function notificationSignature(secretKey: string, fields: readonly Field[]): string {
  const data = secretKey + fields.map((field) => (field === undefined ? '' : String(field))).join('');
  return createHmac('sha256', secretKey).update(data, 'utf8').digest('hex');
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

/**
 * The signed forms a notification may be in, each with the iyzico payment id it signs. The
 * direct format's id: the samples name it paymentId and fill it from iyziPaymentId, and their
 * example body carries both, equal; a body with one of them is signed with that one (A34).
 */
function signedForms(body: Record<string, unknown>): { fields: Field[]; paymentId: string | undefined }[] {
  const head = text(body.iyziEventType);
  const tail = [text(body.paymentConversationId), text(body.status)];
  const token = text(body.token);
  if (token) {
    const paymentId = text(body.iyziPaymentId);
    return [{ fields: [head, paymentId, token, ...tail], paymentId }];
  }
  const ids = new Set([text(body.paymentId), text(body.iyziPaymentId)].filter((id) => id !== undefined));
  return [...ids].map((paymentId) => ({ fields: [head, paymentId, ...tail], paymentId }));
}

/**
 * What a notification names once its signature holds: our payment (paymentConversationId is the
 * conversationId we send, our payment id), iyzico's payment id and the Checkout Form's token.
 * Nothing else of the body is taken: its status is iyzico's to tell when asked (the reconciler).
 */
export function readIyzicoNotification(
  secretKey: string,
  notification: { signature: string | undefined; body: Record<string, unknown> },
): NotifiedPayment {
  const { signature, body } = notification;
  if (!signature) throw new NotificationRejectedError('no X-IYZ-SIGNATURE-V3 header');
  const signed = signedForms(body).find((form) =>
    signatureMatches(notificationSignature(secretKey, form.fields), signature),
  );
  if (!signed) throw new NotificationRejectedError('X-IYZ-SIGNATURE-V3 does not match');
  const reference = text(body.paymentConversationId);
  const providerToken = text(body.token);
  return {
    ...(reference ? { reference } : {}),
    ...(signed.paymentId ? { providerPaymentId: signed.paymentId } : {}),
    ...(providerToken ? { providerToken } : {}),
  };
}
