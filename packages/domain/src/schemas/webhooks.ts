import { z } from 'zod';
import { eventTypes } from '../events.ts';
import { WEBHOOK_DESCRIPTION_MAX } from '../limits.ts';
import { WEBHOOK_TEST_EVENT_TYPE, webhookDeliveryStatuses, webhookDisabledReasons } from '../webhooks.ts';
import { isoDateTime, listQuerySchema, listResponseSchema } from './common.ts';

export const WEBHOOK_URL_MAX = 2_048;
export { WEBHOOK_DESCRIPTION_MAX };

/**
 * The endpoint's address. The format is checked here; the server also requires https and refuses
 * private, loopback, link-local and metadata addresses (unless WEBHOOKS_ALLOW_PRIVATE=true).
 */
export const webhookUrl = z
  .string('webhooks.errors.url')
  .trim()
  .min(1, 'validation.required')
  .max(WEBHOOK_URL_MAX, 'validation.tooLong')
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && !url.username;
    } catch {
      return false;
    }
  }, 'webhooks.errors.url')
  .meta({ description: 'Where events are POSTed: an https URL on the public internet.' });

const webhookEvents = z
  .array(z.enum(eventTypes, 'webhooks.errors.events'), 'webhooks.errors.events')
  .min(1, 'webhooks.errors.events')
  .transform((events) => [...new Set(events)])
  .meta({ description: 'The event types sent to this endpoint; at least one.' });

const webhookDescription = z
  .string()
  .trim()
  .max(WEBHOOK_DESCRIPTION_MAX, 'validation.tooLong')
  .meta({ description: 'A note for yourself, such as which system it feeds.' });

export const webhookEndpointSchema = z.object({
  id: z.string().meta({ description: 'Identifier, `we_…`.', examples: ['we_7Jd2LqX9sPn4RtV1cW3e'] }),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(eventTypes)),
  payerDetails: z.boolean().meta({
    description:
      "Whether a payment's payer details (name, e-mail, phone, addresses) are sent; never more than its maker's role may read.",
  }),
  enabled: z.boolean(),
  disabledReason: z.enum(webhookDisabledReasons).nullable().meta({
    description:
      'manual, gone (it answered 410), failing (five days without success), maker_removed or maker_role_changed (the member who made it left the team or was moved to a role that may not read what it receives).',
  }),
  disabledAt: isoDateTime.nullable(),
  /** Failed attempts since the last successful one. */
  failureCount: z.number().int().meta({ description: 'Failed attempts since the last success.' }),
  lastTriggeredAt: isoDateTime.nullable().meta({ description: 'When the last delivery attempt was made.' }),
  /** After a secret is regenerated: until when the previous secret also signs. */
  previousSecretExpiresAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

const webhookPayerDetails = z.boolean().meta({
  description:
    "Send a payment's payer details; only with payments.payerDetails (a key's payerDetails read). Unsaid on creation: whether the maker may read them.",
});

export const createWebhookEndpointRequest = z.object({
  url: webhookUrl,
  description: webhookDescription.default(''),
  events: webhookEvents,
  payerDetails: webhookPayerDetails.optional(),
});
export type CreateWebhookEndpointRequest = z.input<typeof createWebhookEndpointRequest>;

export const updateWebhookEndpointRequest = z
  .object({
    url: webhookUrl.optional(),
    description: webhookDescription.optional(),
    events: webhookEvents.optional(),
    payerDetails: webhookPayerDetails.optional(),
    enabled: z.boolean().optional().meta({ description: 'false stops deliveries; true resumes them.' }),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'validation.required');
export type UpdateWebhookEndpointRequest = z.input<typeof updateWebhookEndpointRequest>;

/** The only answers that carry the signing secret (`whsec_…`): creation and regeneration. */
export const webhookSecretResponse = z.object({
  endpoint: webhookEndpointSchema,
  secret: z.string().meta({ description: 'The signing secret, shown this once.' }),
});
export type WebhookSecretResponse = z.infer<typeof webhookSecretResponse>;

export const webhookEndpointListQuery = listQuerySchema;
export const webhookEndpointListResponse = listResponseSchema(webhookEndpointSchema);
export type WebhookEndpointList = z.infer<typeof webhookEndpointListResponse>;

/** Why an attempt failed when the endpoint gave no status code to show. */
export const webhookAttemptErrors = [
  'timeout',
  'connection_failed',
  'address_not_allowed',
  'redirect',
  'http_status',
  'endpoint_disabled',
  /** Not sent: the endpoint no longer receives this event type. */
  'not_subscribed',
] as const;
export type WebhookAttemptError = (typeof webhookAttemptErrors)[number];

export const webhookEventTypes = [...eventTypes, WEBHOOK_TEST_EVENT_TYPE] as const;

/** One line of the delivery log: an attempt to send one event to one endpoint. */
export const webhookAttemptSchema = z.object({
  id: z.string(),
  deliveryId: z.string().meta({ description: 'The delivery this attempt belongs to; resend it by this id.' }),
  eventId: z.string(),
  eventType: z.enum(webhookEventTypes),
  attempt: z.number().int().meta({ description: 'Attempt number of the delivery, from 1.' }),
  succeeded: z.boolean(),
  statusCode: z.number().int().nullable(),
  error: z.enum(webhookAttemptErrors).nullable(),
  responseExcerpt: z.string().meta({ description: 'The first 2 KB of the response body.' }),
  durationMs: z.number().int(),
  attemptedAt: isoDateTime,
  /** When the delivery will be tried again, if this attempt failed and retries remain. */
  nextRetryAt: isoDateTime.nullable(),
  deliveryStatus: z.enum(webhookDeliveryStatuses),
  /** The request body that was signed and sent. */
  payload: z.record(z.string(), z.unknown()),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

export const webhookAttemptListQuery = listQuerySchema.extend({
  status: z
    .enum(['succeeded', 'failed'])
    .optional()
    .meta({ description: 'Only attempts with this outcome.' }),
  eventType: z.enum(webhookEventTypes).optional().meta({ description: 'Only attempts of this event type.' }),
});
export type WebhookAttemptListQuery = z.input<typeof webhookAttemptListQuery>;
export const webhookAttemptListResponse = listResponseSchema(webhookAttemptSchema);
export type WebhookAttemptList = z.infer<typeof webhookAttemptListResponse>;

/** The answer to "Send test event": the attempt, made while the request waited. */
export const webhookTestResponse = z.object({ attempt: webhookAttemptSchema });
export type WebhookTestResponse = z.infer<typeof webhookTestResponse>;

export const resendFailedRequest = z.object({
  since: isoDateTime.meta({
    description: 'Resend the deliveries that failed for events created since then.',
  }),
});
export type ResendFailedRequest = z.infer<typeof resendFailedRequest>;
export const resendFailedResponse = z.object({
  resent: z.number().int().meta({ description: 'How many deliveries were queued again.' }),
});
export type ResendFailedResponse = z.infer<typeof resendFailedResponse>;

export const resendDeliveryResponse = z.object({
  deliveryId: z.string(),
  status: z.enum(webhookDeliveryStatuses),
});
