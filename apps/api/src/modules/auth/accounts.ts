import { createId } from '@kopru/domain/ids';
import type { Locale } from '@kopru/domain/locale';
import { hashPassword } from 'better-auth/crypto';
import type { Executor } from '../../db/client.ts';
import { insertUserWithPassword } from './repository.ts';

export interface NewAccount {
  email: string;
  password: string;
  name: string;
  role: 'sme' | 'admin';
  locale: Locale;
  /**
   * Whether the address is already proven: an account made by an operator or from an e-mailed
   * invitation is; a sign-up is not until its link is opened (email-confirmation.ts).
   */
  emailConfirmed: boolean;
}

/** Creates a user and its password credential (hashed the way Better Auth verifies it). */
export async function createAccount(db: Executor, account: NewAccount): Promise<string> {
  const id = createId('usr');
  await insertUserWithPassword(db, {
    id,
    accountId: createId('acc'),
    email: account.email,
    name: account.name,
    role: account.role,
    locale: account.locale,
    emailVerified: account.emailConfirmed,
    passwordHash: await hashPassword(account.password),
  });
  return id;
}
