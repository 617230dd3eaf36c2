import { Webhook } from 'standardwebhooks';

/**
 * The Standard Webhooks headers of one request. With several secrets (the grace period after a
 * regeneration) the signature header carries one `v1,<sig>` per secret, space separated, and a
 * receiver holding either secret accepts it.
 */
export function signedHeaders(
  secrets: string[],
  message: { id: string; timestamp: Date; body: string },
): Record<string, string> {
  return {
    'webhook-id': message.id,
    'webhook-timestamp': String(Math.floor(message.timestamp.getTime() / 1000)),
    'webhook-signature': secrets
      .map((secret) => new Webhook(secret).sign(message.id, message.timestamp, message.body))
      .join(' '),
  };
}
