import { hashPassword } from 'better-auth/crypto';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../audit/repository.ts';
import { createAccount } from './accounts.ts';
import {
  clearTwoFactor,
  deleteSessionsOfUser,
  deleteTrustedDevices,
  findUserByEmail,
  setCredentialPassword,
  updateUser,
} from './repository.ts';

/**
 * Creates an admin, or resets the password of an existing one and reactivates it. A reset ends
 * its sessions and forgets its remembered devices: an old trust_device cookie with the new
 * password must not skip the second factor.
 */
export async function createOrResetAdmin(
  db: Database,
  input: { email: string; password: string },
): Promise<'created' | 'reset'> {
  const email = input.email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (existing) {
      if (existing.role !== 'admin')
        throw new Error(`${email} belongs to an SME account; use another address`);
      await setCredentialPassword(tx, existing.id, await hashPassword(input.password));
      await updateUser(tx, existing.id, { status: 'active' });
      await deleteSessionsOfUser(tx, existing.id);
      const trustedDevices = await deleteTrustedDevices(tx, existing.id);
      await recordAudit(tx, {
        action: 'admin.reset_from_cli',
        targetType: 'user',
        targetId: existing.id,
        actorEmail: email,
        details: { trustedDevices },
      });
      return 'reset';
    }
    const id = await createAccount(tx, {
      email,
      password: input.password,
      name: email,
      role: 'admin',
      locale: 'en',
      emailConfirmed: true,
    });
    await recordAudit(tx, {
      action: 'admin.created_from_cli',
      targetType: 'user',
      targetId: id,
      actorEmail: email,
    });
    return 'created';
  });
}

/**
 * For an admin who lost its authenticator and its backup codes: turns its two-factor sign-in off
 * and ends its sessions and remembered devices (a device trusted before would otherwise skip the
 * new two-factor). It signs in with its password and, where the platform requires it, sets
 * two-factor up again before anything else. Run by someone with the server's configuration.
 */
export async function resetAdminTwoFactor(db: Database, input: { email: string }): Promise<void> {
  const email = input.email.trim().toLowerCase();
  await db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (user?.role !== 'admin') throw new Error(`${email} is not an admin of this platform`);
    await clearTwoFactor(tx, user.id);
    await deleteSessionsOfUser(tx, user.id);
    const trustedDevices = await deleteTrustedDevices(tx, user.id);
    await recordAudit(tx, {
      action: 'admin.two_factor_reset_from_cli',
      targetType: 'user',
      targetId: user.id,
      actorEmail: email,
      details: { trustedDevices },
    });
  });
}
