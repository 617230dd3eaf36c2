import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieFrom,
  createVerifiedMerchant,
  defaultPassword,
  latestEmailTo,
  registerMerchant,
  type SignedIn,
  uniqueEmail,
} from '../../../test/factories.ts';
import { addMember } from '../../../test/team-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLogs } from '../../db/schema/audit-logs.ts';
import type { Clock } from '../../lib/clock.ts';

let t: TestApp;
let now = new Date('2026-11-26T10:00:00Z');
const clock: Clock = { now: () => now };
let owner: SignedIn & { merchantId: string };

beforeAll(async () => {
  t = await createTestApp({ clock, env: { TEAM_INVITATION_DAYS: '7' } });
  const signedIn = await createVerifiedMerchant(t.app, t.database.db);
  owner = { ...signedIn, merchantId: signedIn.merchantId ?? '' };
});
afterAll(() => t.close());

const inject = (cookie: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function invite(cookie: string, email: string, role: string, locale = 'en') {
  const response = await inject(cookie, 'POST', '/api/merchant/team/invitations', { email, role, locale });
  const mail = await latestEmailTo(t.database.db, email, 'teamInvitation');
  const token = decodeURIComponent(/invitation\?token=([^\s"&]+)/.exec(mail?.textBody ?? '')?.[1] ?? '');
  return { response, mail, token };
}

async function auditActions(merchantId: string) {
  const rows = await t.database.db
    .select({ action: auditLogs.action })
    .from(auditLogs)
    .where(eq(auditLogs.merchantId, merchantId));
  return rows.map((row) => row.action).filter((action) => action.startsWith('team.'));
}

const signUp = (token: string, body = { name: 'Ayşe Demir', password: defaultPassword, locale: 'tr' }) =>
  t.app.inject({ method: 'POST', url: `/api/public/invitations/${token}/sign-up`, payload: body });

describe('team invitations', () => {
  it('invites by e-mail in the chosen language; the link signs a new account up once, as a member with its role', async () => {
    const email = uniqueEmail('finance');
    const { response, mail, token } = await invite(owner.cookie, email, 'finance', 'tr');
    expect(response.statusCode).toBe(201);
    expect(mail?.subject).toContain('ekibine davet edildiniz');
    expect(mail?.textBody).toContain('Rolünüz: Finans.');
    expect(mail?.textBody).toContain('7 gün');

    const preview = await t.app.inject({ method: 'GET', url: `/api/public/invitations/${token}` });
    expect(preview.json()).toMatchObject({ email, role: 'finance', accountExists: false });

    const accepted = await signUp(token);
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toMatchObject({ memberRole: 'finance', merchant: { id: owner.merchantId } });
    const cookie = cookieFrom(accepted);
    expect((await inject(cookie, 'GET', '/api/merchant/payments')).statusCode).toBe(200);
    expect((await inject(cookie, 'GET', '/api/merchant/api-keys')).statusCode).toBe(403);

    expect((await signUp(token)).json().error.code).toBe('invitation_unusable');
    expect((await signUp(token)).statusCode).toBe(410);
    const team = (await inject(owner.cookie, 'GET', '/api/merchant/team')).json();
    expect(team.members.map((m: { email: string }) => m.email)).toContain(email);
    expect(team.invitations.map((i: { email: string }) => i.email)).not.toContain(email);
    expect(await auditActions(owner.merchantId)).toEqual(
      expect.arrayContaining(['team.member_invited', 'team.invitation_accepted']),
    );
  });

  it('refuses an expired link and a revoked one, and an unknown token is 404', async () => {
    const expired = await invite(owner.cookie, uniqueEmail('late'), 'viewer');
    now = new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000 + 1000);
    expect((await signUp(expired.token)).statusCode).toBe(410);
    const pending = (await inject(owner.cookie, 'GET', '/api/merchant/team')).json().invitations;
    expect(pending.map((i: { id: string }) => i.id)).not.toContain(expired.response.json().id);

    const revoked = await invite(owner.cookie, uniqueEmail('revoked'), 'support');
    const id = revoked.response.json().id;
    expect(
      (await inject(owner.cookie, 'POST', `/api/merchant/team/invitations/${id}/revoke`)).statusCode,
    ).toBe(200);
    expect((await signUp(revoked.token)).statusCode).toBe(410);
    expect(
      (await inject(owner.cookie, 'POST', `/api/merchant/team/invitations/${id}/revoke`)).statusCode,
    ).toBe(409);
    expect(await auditActions(owner.merchantId)).toContain('team.invitation_revoked');

    const unknown = await t.app.inject({ method: 'GET', url: `/api/public/invitations/${'x'.repeat(43)}` });
    expect(unknown.statusCode).toBe(404);
  });

  it('lets an existing account join by signing in, then switch between its merchants', async () => {
    const other = await registerMerchant(t.app);
    const { token } = await invite(owner.cookie, other.email, 'developer');
    const preview = await t.app.inject({ method: 'GET', url: `/api/public/invitations/${token}` });
    expect(preview.json().accountExists).toBe(true);
    expect((await signUp(token)).statusCode).toBe(409);

    const stranger = await registerMerchant(t.app);
    const wrong = await inject(stranger.cookie, 'POST', `/api/auth/invitations/${token}/accept`);
    expect(wrong.json().error).toMatchObject({
      code: 'forbidden',
      details: { reason: 'invitation_other_account' },
    });

    const joined = await inject(other.cookie, 'POST', `/api/auth/invitations/${token}/accept`);
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({ memberRole: 'developer', merchant: { id: owner.merchantId } });
    expect(joined.json().memberships).toHaveLength(2);
    expect((await inject(other.cookie, 'GET', '/api/merchant/api-keys')).statusCode).toBe(200);
    expect((await inject(other.cookie, 'GET', '/api/merchant/payouts')).statusCode).toBe(403);

    const back = await inject(other.cookie, 'POST', '/api/auth/session/merchant', {
      merchantId: other.merchantId,
    });
    expect(back.json()).toMatchObject({ memberRole: 'owner', merchant: { id: other.merchantId } });
    expect((await inject(other.cookie, 'GET', '/api/merchant/payments')).statusCode).toBe(200);
    const notMine = await inject(other.cookie, 'POST', '/api/auth/session/merchant', {
      merchantId: stranger.merchantId,
    });
    expect(notMine.statusCode).toBe(404);
  });
});

describe('roles and the last owner', () => {
  it('keeps the last owner: no demotion, no removal; a second owner makes both possible', async () => {
    const team = (await inject(owner.cookie, 'GET', '/api/merchant/team')).json();
    const me = team.members.find((m: { email: string }) => m.email === owner.email);
    const demote = await inject(owner.cookie, 'PATCH', `/api/merchant/team/members/${me.id}`, {
      role: 'admin',
    });
    expect(demote.json().error).toMatchObject({ code: 'conflict', details: { reason: 'last_owner' } });
    const remove = await inject(owner.cookie, 'DELETE', `/api/merchant/team/members/${me.id}`);
    expect(remove.json().error).toMatchObject({ code: 'conflict', details: { reason: 'last_owner' } });

    const second = await addMember(t.app, t.database.db, owner.merchantId, 'viewer');
    const promoted = await inject(owner.cookie, 'PATCH', `/api/merchant/team/members/${second.memberId}`, {
      role: 'owner',
    });
    expect(promoted.json()).toMatchObject({ role: 'owner' });
    const demoted = await inject(second.cookie, 'PATCH', `/api/merchant/team/members/${second.memberId}`, {
      role: 'finance',
    });
    expect(demoted.json()).toMatchObject({ role: 'finance' });
    const rows = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'team.member_role_changed'), eq(auditLogs.targetId, second.userId)));
    expect(rows.map((row) => row.details)).toEqual(
      expect.arrayContaining([expect.objectContaining({ fromRole: 'viewer', toRole: 'owner' })]),
    );
  });

  it('lets an admin manage the team but not owners', async () => {
    const admin = await addMember(t.app, t.database.db, owner.merchantId, 'admin');
    const support = await addMember(t.app, t.database.db, owner.merchantId, 'support');
    const team = (await inject(owner.cookie, 'GET', '/api/merchant/team')).json();
    const ownerRow = team.members.find((m: { email: string }) => m.email === owner.email);
    expect(
      (await inject(admin.cookie, 'PATCH', `/api/merchant/team/members/${ownerRow.id}`, { role: 'viewer' }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await inject(admin.cookie, 'PATCH', `/api/merchant/team/members/${support.memberId}`, {
          role: 'owner',
        })
      ).statusCode,
    ).toBe(403);
    expect((await invite(admin.cookie, uniqueEmail('boss'), 'owner')).response.statusCode).toBe(403);
    expect(
      (await inject(support.cookie, 'DELETE', `/api/merchant/team/members/${admin.memberId}`)).statusCode,
    ).toBe(403);
    expect(
      (await inject(admin.cookie, 'DELETE', `/api/merchant/team/members/${support.memberId}`)).statusCode,
    ).toBe(200);
    expect((await inject(support.cookie, 'GET', '/api/merchant/payments')).statusCode).toBe(403);
    expect(await auditActions(owner.merchantId)).toContain('team.member_removed');
  });

  it("answers 404 for another merchant's member and invitation, and changes nothing there", async () => {
    const other = await registerMerchant(t.app);
    const otherTeam = (await inject(other.cookie, 'GET', '/api/merchant/team')).json();
    const otherOwner = otherTeam.members[0].id;
    const foreign = await invite(other.cookie, uniqueEmail('foreign'), 'viewer');
    const id = foreign.response.json().id;
    expect(
      (await inject(owner.cookie, 'PATCH', `/api/merchant/team/members/${otherOwner}`, { role: 'viewer' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await inject(owner.cookie, 'DELETE', `/api/merchant/team/members/${otherOwner}`)).statusCode,
    ).toBe(404);
    expect(
      (await inject(owner.cookie, 'POST', `/api/merchant/team/invitations/${id}/revoke`)).statusCode,
    ).toBe(404);
    const after = (await inject(other.cookie, 'GET', '/api/merchant/team')).json();
    expect(after.members[0].role).toBe('owner');
    expect(after.invitations.map((i: { id: string }) => i.id)).toContain(id);
  });
});

describe('pending invitations', () => {
  it('are listed to roles that manage the team only: they name people outside it', async () => {
    const email = uniqueEmail('pending');
    expect((await invite(owner.cookie, email, 'support')).response.statusCode).toBe(201);
    const admin = await addMember(t.app, t.database.db, owner.merchantId, 'admin');
    const viewer = await addMember(t.app, t.database.db, owner.merchantId, 'viewer');
    const listed = async (cookie: string) =>
      (await inject(cookie, 'GET', '/api/merchant/team'))
        .json()
        .invitations.map((i: { email: string }) => i.email);
    expect(await listed(owner.cookie)).toContain(email);
    expect(await listed(admin.cookie)).toContain(email);
    const seenByViewer = (await inject(viewer.cookie, 'GET', '/api/merchant/team')).json();
    expect(seenByViewer.invitations).toEqual([]);
    expect(seenByViewer.members.map((m: { email: string }) => m.email)).toContain(viewer.email);
  });
});
