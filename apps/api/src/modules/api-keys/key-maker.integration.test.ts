import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, createVerifiedMerchant } from '../../../test/factories.ts';
import { v1 } from '../../../test/merchant-api.ts';
import { addMember } from '../../../test/team-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/users.ts';
import { pgConstraint } from '../../lib/pg-errors.ts';
import { deleteMember } from '../members/repository.ts';
import { findKeyBySecretHash } from './repository.ts';
import { hashSecret } from './secrets.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function deleteUser(userId: string) {
  return t.database.db
    .delete(users)
    .where(eq(users.id, userId))
    .then(
      () => 'deleted',
      (error: unknown) => pgConstraint(error),
    );
}

describe('a key never outlives its maker', () => {
  it('the user who made a key cannot be deleted, so the key never passes as one of no maker', async () => {
    const owner = await createVerifiedMerchant(t.app, t.database.db);
    const merchantId = owner.merchantId ?? '';
    const maker = await addMember(t.app, t.database.db, merchantId, 'admin');
    const bystander = await addMember(t.app, t.database.db, merchantId, 'admin');
    const { secret } = await createApiKey(t.app, maker.cookie);
    expect((await v1(t.app, secret, { url: '/v1/balance' })).statusCode).toBe(200);

    // A user who made no key goes (its membership and sessions with it); the maker does not.
    expect(await deleteUser(bystander.userId)).toBe('deleted');
    expect(await deleteUser(maker.userId)).toBe('api_keys_created_by_user_id_users_id_fk');
    const found = await findKeyBySecretHash(t.database.db, hashSecret(t.app.ctx.appSecret, secret));
    expect(found?.key.createdByUserId).toBe(maker.userId);
    expect(found?.makerInTeam).toBe(true);
  });

  it('a key whose maker is no longer a member does not authenticate', async () => {
    const owner = await createVerifiedMerchant(t.app, t.database.db);
    const maker = await addMember(t.app, t.database.db, owner.merchantId ?? '', 'admin');
    const { secret } = await createApiKey(t.app, maker.cookie);
    // Straight in the database, past the team service that would also revoke the key.
    await deleteMember(t.database.db, maker.memberId);
    const found = await findKeyBySecretHash(t.database.db, hashSecret(t.app.ctx.appSecret, secret));
    expect(found?.makerInTeam).toBe(false);
    expect((await v1(t.app, secret, { url: '/v1/balance' })).statusCode).toBe(401);
  });
});
