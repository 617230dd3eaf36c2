import type { MemberRole } from '@kopru/domain/team';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.ts';
import { createAccount } from '../src/modules/auth/accounts.ts';
import { insertMember } from '../src/modules/members/repository.ts';
import { cookieFrom, defaultPassword, signIn, uniqueEmail } from './factories.ts';

/** A user added to `merchantId` with `role` directly in the database, signed in. */
export async function addMember(
  app: FastifyInstance,
  db: Database,
  merchantId: string,
  role: MemberRole,
): Promise<{ email: string; userId: string; memberId: string; cookie: string }> {
  const email = uniqueEmail(role);
  const userId = await createAccount(db, {
    email,
    password: defaultPassword,
    name: `A ${role}`,
    role: 'sme',
    locale: 'en',
    emailConfirmed: true,
  });
  const member = await insertMember(db, { merchantId, userId, role });
  const response = await signIn(app, email, defaultPassword);
  if (response.statusCode !== 200) throw new Error(`member sign-in failed: ${response.body}`);
  return { email, userId, memberId: member.id, cookie: cookieFrom(response) };
}
