import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createVerifiedMerchant,
  latestEmailTo,
  type SignedIn,
  uniqueEmail,
} from '../../../test/factories.ts';
import { addMember } from '../../../test/team-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { merchantInvitations } from '../../db/schema/merchant-invitations.ts';

let t: TestApp;
let owner: SignedIn & { merchantId: string };
let admin: { cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await createVerifiedMerchant(t.app, t.database.db);
  owner = { ...signedIn, merchantId: signedIn.merchantId ?? '' };
  admin = await addMember(t.app, t.database.db, owner.merchantId, 'admin');
});
afterAll(() => t.close());

const inject = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function invite(cookie: string, email: string, role: string) {
  const response = await inject(cookie, 'POST', '/api/merchant/team/invitations', {
    email,
    role,
    locale: 'en',
  });
  const mail = await latestEmailTo(t.database.db, email, 'teamInvitation');
  const token = decodeURIComponent(/invitation\?token=([^\s"&]+)/.exec(mail?.textBody ?? '')?.[1] ?? '');
  return { response, token };
}

async function pendingOf(email: string) {
  return t.database.db
    .select()
    .from(merchantInvitations)
    .where(and(eq(merchantInvitations.email, email), eq(merchantInvitations.merchantId, owner.merchantId)));
}

describe('an owner invitation is the owners’ alone', () => {
  it('cannot be replaced by an admin inviting the same address with another role, nor revoked', async () => {
    const email = uniqueEmail('future-owner');
    const sent = await invite(owner.cookie, email, 'owner');
    expect(sent.response.statusCode).toBe(201);
    const id = sent.response.json().id;

    for (const role of ['viewer', 'admin', 'developer']) {
      const replaced = await invite(admin.cookie, email, role);
      expect(replaced.response.statusCode).toBe(403);
      expect(replaced.response.json().error).toMatchObject({
        code: 'forbidden',
        details: { reason: 'owner_invitation_pending' },
      });
    }
    const revoked = await inject(admin.cookie, 'POST', `/api/merchant/team/invitations/${id}/revoke`);
    expect(revoked.statusCode).toBe(403);

    const rows = await pendingOf(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ role: 'owner', revokedAt: null });
    const preview = await t.app.inject({ method: 'GET', url: `/api/public/invitations/${sent.token}` });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().role).toBe('owner');
  });

  it('is replaced or revoked by an owner, after which an admin may invite the address', async () => {
    const email = uniqueEmail('owner-then-viewer');
    const first = await invite(owner.cookie, email, 'owner');
    const again = await invite(owner.cookie, email, 'viewer');
    expect(again.response.statusCode).toBe(201);
    const preview = await t.app.inject({ method: 'GET', url: `/api/public/invitations/${first.token}` });
    expect(preview.statusCode).toBe(410);
    const byAdmin = await invite(admin.cookie, email, 'finance');
    expect(byAdmin.response.statusCode).toBe(201);

    const other = uniqueEmail('owner-revoked');
    const sent = await invite(owner.cookie, other, 'owner');
    const revoked = await inject(
      owner.cookie,
      'POST',
      `/api/merchant/team/invitations/${sent.response.json().id}/revoke`,
    );
    expect(revoked.statusCode).toBe(200);
    expect((await invite(admin.cookie, other, 'viewer')).response.statusCode).toBe(201);
  });

  it('keeps the owner invitation when an admin and an owner race on the same address', async () => {
    const email = uniqueEmail('race');
    await invite(owner.cookie, email, 'owner');
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        inject(admin.cookie, 'POST', '/api/merchant/team/invitations', {
          email,
          role: 'viewer',
          locale: 'en',
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([403, 403, 403, 403]);
    const live = (await pendingOf(email)).filter((row) => row.revokedAt === null);
    expect(live.map((row) => row.role)).toEqual(['owner']);
  });
});
