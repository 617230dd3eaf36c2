import { z } from 'zod';
import { endpoint } from './endpoint.ts';

const tags = ['acquirer'];
const id = z.union([z.number().int().nonnegative(), z.string().max(64)]);

/**
 * What iyzico posts about a payment (docs.iyzico.com "Webhook": the direct format of payments
 * through the API and the hosted-page format of the Checkout Form). Only the fields its
 * X-IYZ-SIGNATURE-V3 signs are read (apps/api payments/iyzico/notification.ts); the others are
 * listed for the document and logs.
 */
export const iyzicoNotificationBody = z.object({
  iyziEventType: z.string().min(1).max(64),
  paymentConversationId: z.string().max(128),
  status: z.string().max(64),
  /** The Checkout Form's token (hosted-page format). */
  token: z.string().max(128).optional(),
  /** iyzico's payment id: both in the direct format, iyziPaymentId in the hosted-page one. */
  paymentId: id.optional(),
  iyziPaymentId: id.optional(),
  iyziReferenceCode: z.string().max(128).optional(),
  iyziEventTime: z.number().int().optional(),
  merchantId: id.optional(),
});

/**
 * The address set in iyzico's merchant panel (Settings > Merchant Settings > Merchant
 * Notifications). Public: iyzico's servers call it; its signature is the proof (docs/acquirers.md,
 * "Notifications"). A genuine notification only makes us ask iyzico about the payment it names.
 */
export const iyzicoNotification = endpoint({
  method: 'POST',
  path: '/api/public/iyzico/notifications',
  headers: z.object({ 'x-iyz-signature-v3': z.string().max(256).optional() }).loose(),
  body: iyzicoNotificationBody,
  responses: { 200: z.object({ received: z.literal(true) }) },
  errors: [400, 401, 404, 413, 429],
  summary: "Receives iyzico's signed payment notifications; the payment is then looked up at iyzico",
  description:
    '401 `unauthenticated` when X-IYZ-SIGNATURE-V3 is missing or does not match; nothing changes. 404 when the acquirer is not iyzico.',
  tags,
});
