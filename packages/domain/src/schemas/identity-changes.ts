import { z } from 'zod';
import { rejectChangeRequest } from './change-reviews.ts';
import { isoDateTime } from './common.ts';
import { updateProfileRequest } from './merchant.ts';

/** A verified merchant's legal identity: changing it needs an admin's approval. */
export const identityFields = ['companyName', 'taxId', 'authPersonName'] as const;

/** A pending request never changes: the merchant's next one replaces it (`replaced`) under a new id. */
export const identityChangeStatuses = ['pending', 'approved', 'rejected', 'replaced'] as const;
export type IdentityChangeStatus = (typeof identityChangeStatuses)[number];

const identity = updateProfileRequest;

export const identityChangeSchema = z.object({
  id: z.string(),
  merchantId: z.string(),
  status: z.enum(identityChangeStatuses),
  /** The values asked for. */
  requested: identity,
  /** The verified values in force while the change waits. */
  current: identity,
  /** The pending request this one replaced (what an admin may have reviewed before), if any. */
  replaces: z.object({ id: z.string(), requested: identity, createdAt: isoDateTime }).nullable(),
  reason: z.string().nullable(),
  createdAt: isoDateTime,
  decidedAt: isoDateTime.nullable(),
});
export type IdentityChange = z.infer<typeof identityChangeSchema>;

/** A value an identity change asks to change beside the one in force (null: never given). */
export interface ChangedValue {
  field: keyof IdentityChange['requested'];
  current: string | null;
  requested: string;
}

export const pendingIdentityChangeResponse = z.object({ pending: identityChangeSchema.nullable() });
export type PendingIdentityChangeResponse = z.infer<typeof pendingIdentityChangeResponse>;

export const identityChangeListResponse = z.object({ data: z.array(identityChangeSchema) });
export type IdentityChangeList = z.infer<typeof identityChangeListResponse>;

export const identityChangeIdParams = z.object({ id: z.string().max(64) });

export const rejectIdentityChangeRequest = rejectChangeRequest;
