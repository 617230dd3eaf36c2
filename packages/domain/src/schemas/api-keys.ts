import { z } from 'zod';
import { type KeyAccess, type KeyResource, keyResources, levelsOf } from '../key-permissions.ts';
import { API_KEY_DESCRIPTION_MAX, MAX_ACTIVE_API_KEYS } from '../limits.ts';
import { isoDateTime, listQuerySchema, listResponseSchema, requiredText } from './common.ts';

export { API_KEY_DESCRIPTION_MAX, MAX_ACTIVE_API_KEYS };

/** 'test' while the platform runs the sandbox acquirer, 'live' otherwise. */
export const apiKeyModes = ['test', 'live'] as const;
export type ApiKeyMode = (typeof apiKeyModes)[number];

/** Derived: revoked by the merchant, expired after a roll's grace period, or active. */
export const apiKeyStatuses = ['active', 'revoked', 'expired'] as const;
export type ApiKeyStatus = (typeof apiKeyStatuses)[number];

/** How long the old secret keeps working after a roll. */
export const rollGraces = ['now', '1h', '24h', '7d'] as const;
export type RollGrace = (typeof rollGraces)[number];

export const rollGraceMs: Record<RollGrace, number> = {
  now: 0,
  '1h': 60 * 60 * 1000,
  '24h': 24 * 60 * 60 * 1000,
  '7d': 7 * 24 * 60 * 60 * 1000,
};

const grantOf = (resource: KeyResource) =>
  z.enum(levelsOf(resource) as [KeyAccess, ...KeyAccess[]], 'developers.errors.permission');

/** What a key may do per resource (docs/api.md "Key permissions"); a resource left out is `none`. */
export const keyPermissionsSchema = z
  .object(
    Object.fromEntries(keyResources.map((r) => [r, grantOf(r)])) as Record<
      KeyResource,
      ReturnType<typeof grantOf>
    >,
  )
  .meta({
    id: 'KeyPermissions',
    description:
      "Per resource: `none`, `read` or `write`. `payerDetails` (`read`) shows the payer's name, e-mail, phone, company, tax number and addresses on payments and their events; it needs `payments`.",
  });

export const keyPermissionsInput = z
  .object(
    Object.fromEntries(keyResources.map((r) => [r, grantOf(r).default('none')])) as Record<
      KeyResource,
      z.ZodDefault<ReturnType<typeof grantOf>>
    >,
  )
  .strict()
  .refine((p) => p.payerDetails === 'none' || p.payments !== 'none', {
    message: 'developers.errors.payerDetailsWithoutPayments',
    path: ['payerDetails'],
  });

/** A key as the dashboard shows it: never the secret, only its prefix and last four characters. */
export const apiKeySchema = z.object({
  id: z.string(),
  description: z.string(),
  mode: z.enum(apiKeyModes),
  publicKey: z.string(),
  secretPrefix: z.string(),
  secretLast4: z.string(),
  status: z.enum(apiKeyStatuses),
  createdAt: isoDateTime,
  lastUsedAt: isoDateTime.nullable(),
  /** Set on a rolled key: when its secret stops working. */
  expiresAt: isoDateTime.nullable(),
  revokedAt: isoDateTime.nullable(),
  /** The key this one replaced by a roll. */
  rolledFrom: z.string().nullable(),
  permissions: keyPermissionsSchema,
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const createApiKeyRequest = z.object({
  description: requiredText(API_KEY_DESCRIPTION_MAX),
  /** Left out: the creator's role's default (key-permissions.ts defaultKeyPermissionsOf). */
  permissions: keyPermissionsInput.optional(),
});
export type CreateApiKeyRequest = z.input<typeof createApiKeyRequest>;

export const rollApiKeyRequest = z.object({
  grace: z.enum(rollGraces, 'developers.errors.grace'),
});
export type RollApiKeyRequest = z.infer<typeof rollApiKeyRequest>;

/** The only answers that carry the secret: the creation and the roll. */
export const createdApiKeyResponse = z.object({ key: apiKeySchema, secret: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeyResponse>;

export const rolledApiKeyResponse = createdApiKeyResponse.extend({ previous: apiKeySchema });
export type RolledApiKey = z.infer<typeof rolledApiKeyResponse>;

export const apiKeyListQuery = listQuerySchema;
export const apiKeyListResponse = listResponseSchema(apiKeySchema).extend({
  /** Keys counting toward the limit (active and not being retired). */
  activeCount: z.number().int(),
  maxActive: z.number().int(),
});
export type ApiKeyList = z.infer<typeof apiKeyListResponse>;
