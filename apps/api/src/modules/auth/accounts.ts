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
    passwordHash: await hashPassword(account.password),
  });
  return id;
}
