import type { ApiKey, ApiKeyStatus } from '@kopru/domain/schemas/api-keys';
import type { ApiKeyRow } from '../../db/schema/api-keys.ts';

/** The status a person sees: revoked, expired (a rolled key past its grace period) or active. */
export function statusOf(row: Pick<ApiKeyRow, 'status' | 'expiresAt'>, now: Date): ApiKeyStatus {
  if (row.status === 'revoked') return 'revoked';
  if (row.expiresAt !== null && row.expiresAt <= now) return 'expired';
  return 'active';
}

export function toApiKey(row: ApiKeyRow, now: Date): ApiKey {
  return {
    id: row.id,
    description: row.description,
    mode: row.mode,
    publicKey: row.publicKey,
    secretPrefix: row.secretPrefix,
    secretLast4: row.secretLast4,
    status: statusOf(row, now),
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    rolledFrom: row.rolledFrom,
    permissions: row.permissions,
  };
}
