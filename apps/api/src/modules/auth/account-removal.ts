import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { merchantDomains } from '../../db/schema/merchant-domains.ts';
import { merchantMembers } from '../../db/schema/merchant-members.ts';
import { merchantNotificationSettings } from '../../db/schema/merchant-notification-settings.ts';
import { merchants } from '../../db/schema/merchants.ts';
import { users } from '../../db/schema/users.ts';
import { pgErrorCode } from '../../lib/pg-errors.ts';

/** A foreign key refused the delete: restrict (23001) or no action (23503). */
const HELD_BY_REFERENCE = new Set(['23001', '23503']);

/** The account's merchant has other members: deleting it would take their access along. */
export class SharedMerchantError extends Error {
  constructor() {
    super('the account’s merchant has other members');
  }
}

/** Whether a failed removal means something must keep the account (its transaction is spoiled). */
export function isHeld(error: unknown): boolean {
  return error instanceof SharedMerchantError || HELD_BY_REFERENCE.has(pgErrorCode(error) ?? '');
}

/**
 * Deletes an SME sign-up with all a sign-up can make, so its address is free again: its
 * merchant's verified domains and e-mail settings, the merchant (its membership, invitations
 * and identity requests go with it), then the user (sessions, credentials, two-factor and
 * devices go with it). Anything that must be kept (KYC, links, payments, keys...) refuses by
 * foreign key; a merchant with other members throws SharedMerchantError. Run it inside a
 * transaction and roll back on either (isHeld). Returns the merchants deleted.
 */
export async function deleteSignUp(tx: Executor, userId: string): Promise<string[]> {
  const owned = await tx.select({ id: merchants.id }).from(merchants).where(eq(merchants.userId, userId));
  const merchantIds = owned.map((merchant) => merchant.id);
  if (merchantIds.length > 0) {
    const others = await tx
      .select({ id: merchantMembers.id })
      .from(merchantMembers)
      .where(and(inArray(merchantMembers.merchantId, merchantIds), ne(merchantMembers.userId, userId)))
      .limit(1);
    if (others.length > 0) throw new SharedMerchantError();
    await tx.delete(merchantDomains).where(inArray(merchantDomains.merchantId, merchantIds));
    await tx
      .delete(merchantNotificationSettings)
      .where(inArray(merchantNotificationSettings.merchantId, merchantIds));
    await tx.delete(merchants).where(inArray(merchants.id, merchantIds));
  }
  await tx.delete(users).where(eq(users.id, userId));
  return merchantIds;
}
