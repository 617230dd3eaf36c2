import { hashPassword } from 'better-auth/crypto';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../audit/repository.ts';
import { createAccount } from './accounts.ts';
import { deleteSessionsOfUser, findUserByEmail, setCredentialPassword, updateUser } from './repository.ts';

/** Creates an admin, or resets the password of an existing one and reactivates it. */
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
      await recordAudit(tx, {
        action: 'admin.reset_from_cli',
        targetType: 'user',
        targetId: existing.id,
        actorEmail: email,
      });
      return 'reset';
    }
    const id = await createAccount(tx, {
      email,
      password: input.password,
      name: email,
      role: 'admin',
      locale: 'en',
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
