import { WEBHOOK_TIMEOUT_MS } from '@kopru/domain/webhooks';
import { z } from 'zod';
import { booleanFlag } from './value-parsers.ts';

/** What the server reaches outside: file storage (S3), TCMB's rates, DNS and webhook receivers. */
export const outboundSettings = {
  /** S3-compatible object storage for uploaded files; without S3_ENDPOINT they stay on local disk. */
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_SERVER_SIDE_ENCRYPTION: z.enum(['AES256', 'aws:kms']).default('AES256'),
  S3_KMS_KEY_ID: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(true),
  /** TCMB's daily rates file (docs/fx.md); tests and local runs point it at a server of their own. */
  TCMB_RATES_URL: z.url().default('https://www.tcmb.gov.tr/kurlar/today.xml'),
  /** How long one fetch of the TCMB file may take. */
  TCMB_RATES_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** On a business day without that day's bulletin yet (or an unreachable feed), minutes between tries. */
  TCMB_RATES_RETRY_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  /** Local development only: let webhooks go to private and loopback addresses, over http too. */
  WEBHOOKS_ALLOW_PRIVATE: booleanFlag.default(false),
  /**
   * The DNS servers the API asks itself (webhook targets, domain TXT records), `ip` or `ip:port`,
   * comma-separated; unset: the system's.
   */
  DNS_SERVERS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((server) => server.trim())
        .filter(Boolean),
    ),
  /** How long one DNS try waits for an answer. */
  DNS_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(2_000),
  /** How many times a DNS question is asked before giving up. */
  DNS_TRIES: z.coerce.number().int().min(1).max(5).default(2),
  /** How long a webhook receiver has to answer. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(WEBHOOK_TIMEOUT_MS),
};
