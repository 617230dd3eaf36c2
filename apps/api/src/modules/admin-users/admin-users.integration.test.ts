import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieFrom,
  createAdmin,
  latestEmailTo,
  passwordLinkToken,
  registerMerchant,
  type SignedIn,
  signIn,
  uniqueEmail,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLogs } from '../../db/schema/audit-logs.ts';
import { users } from '../../db/schema/users.ts';
import { deactivateAdmin } from './service.ts';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.database.db);
});
afterAll(async () => {
  await t.close();
});

function as(who: SignedIn, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
  return t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
}

async function auditOf(targetId: string, action: string) {
  return t.database.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.targetId, targetId), eq(auditLogs.action, action)));
}

async function session(cookie: string) {
  return t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
}

describe('user list', () => {
  it('lists every account with role, status, last sign-in and the company of SMEs', async () => {
    const sme = await registerMerchant(t.app, { companyName: 'Liste Örnek A.Ş.' });
    const response = await as(admin, 'GET', '/api/admin/users?limit=100');
    expect(response.statusCode).toBe(200);
    const rows = response.json().data as { id: string }[];
    expect(rows.find((row) => row.id === sme.userId)).toMatchObject({
      email: sme.email,
      role: 'sme',
      status: 'active',
      merchant: { id: sme.merchantId, companyName: 'Liste Örnek A.Ş.' },
    });
    const me = rows.find((row) => row.id === admin.userId) as { lastSignInAt: string | null } | undefined;
    expect(me).toMatchObject({ role: 'admin', merchant: null });
    expect(me?.lastSignInAt).not.toBeNull();
  });

  it('filters by role, status and search text', async () => {
    const sme = await registerMerchant(t.app, { companyName: 'Çorum Leblebi' });
    const admins = (await as(admin, 'GET', '/api/admin/users?role=admin&limit=100')).json().data;
    expect(admins.every((u: { role: string }) => u.role === 'admin')).toBe(true);
    expect(admins.map((u: { id: string }) => u.id)).toContain(admin.userId);
    const found = (await as(admin, 'GET', `/api/admin/users?q=${encodeURIComponent('CORUM')}`)).json().data;
    expect(found.map((u: { id: string }) => u.id)).toEqual([sme.userId]);
    const deactivated = (await as(admin, 'GET', '/api/admin/users?status=deactivated')).json().data;
    expect(deactivated.every((u: { status: string }) => u.status === 'deactivated')).toBe(true);
  });
});

describe('admin invitation', () => {
  it('e-mails a link that sets the password of the new admin, who can then sign in', async () => {
    const email = uniqueEmail('new-admin');
    const invited = await as(admin, 'POST', '/api/admin/users/invitations', { email, locale: 'tr' });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({ email, role: 'admin', status: 'active', lastSignInAt: null });
    const userId = invited.json().id as string;

    const mail = await latestEmailTo(t.database.db, email);
    expect(mail?.template).toBe('adminInvitation');
    expect(mail?.subject).toBe('Köprü yönetim paneline davet edildiniz');
    expect(mail?.textBody).toContain(admin.email);
    expect(mail?.textBody).toContain('bir saat geçerlidir');
    expect(mail?.textBody).toContain('http://localhost:3000/reset-password?token=');
    const [audit] = await auditOf(userId, 'admin.invited');
    expect(audit).toMatchObject({ actorUserId: admin.userId, details: { email, locale: 'tr' } });

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: passwordLinkToken(mail?.textBody ?? ''), newPassword: 'Kiz-Kulesi-42' },
    });
    expect(reset.statusCode).toBe(200);
    const signedIn = await signIn(t.app, email, 'Kiz-Kulesi-42');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ email, role: 'admin' });
    const overview = await t.app.inject({
      method: 'GET',
      url: '/api/admin/overview',
      headers: { cookie: cookieFrom(signedIn) },
    });
    expect(overview.statusCode).toBe(200);
  });

  it('gives the invited admin no password anyone knows before the link is used', async () => {
    const email = uniqueEmail('pending-admin');
    await as(admin, 'POST', '/api/admin/users/invitations', { email });
    for (const guess of ['', email, 'password', 'Bosphorus-2026']) {
      expect((await signIn(t.app, email, guess)).statusCode).not.toBe(200);
    }
  });

  it('refuses an address that already has an account', async () => {
    const sme = await registerMerchant(t.app);
    const response = await as(admin, 'POST', '/api/admin/users/invitations', {
      email: sme.email.toUpperCase(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('email_taken');
    const [user] = await t.database.db.select().from(users).where(eq(users.email, sme.email));
    expect(user?.role).toBe('sme');
  });

  it('refuses an invalid address', async () => {
    const response = await as(admin, 'POST', '/api/admin/users/invitations', { email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.issues).toContainEqual({
      path: 'email',
      message: 'validation.email',
    });
  });
});

describe('deactivating and reactivating admins', () => {
  it('deactivates another admin: their sessions end, sign-in is refused, and it is audited', async () => {
    const other = await createAdmin(t.app, t.database.db);
    const response = await as(admin, 'POST', `/api/admin/users/${other.userId}/deactivate`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: other.userId, status: 'deactivated' });
    expect((await session(other.cookie)).statusCode).toBe(401);
    const again = await signIn(t.app, other.email, other.password);
    expect(again.statusCode).toBe(403);
    expect(again.json().error.code).toBe('account_suspended');
    expect(await auditOf(other.userId, 'admin.deactivated')).toHaveLength(1);

    const reactivated = await as(admin, 'POST', `/api/admin/users/${other.userId}/reactivate`);
    expect(reactivated.statusCode).toBe(200);
    expect(reactivated.json().status).toBe('active');
    expect((await signIn(t.app, other.email, other.password)).statusCode).toBe(200);
    expect(await auditOf(other.userId, 'admin.reactivated')).toHaveLength(1);
  });

  it('never deactivates yourself', async () => {
    const response = await as(admin, 'POST', `/api/admin/users/${admin.userId}/deactivate`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('cannot_deactivate_self');
    expect((await session(admin.cookie)).statusCode).toBe(200);
  });

  it('deactivates admins only; merchants are suspended instead', async () => {
    const sme = await registerMerchant(t.app);
    const response = await as(admin, 'POST', `/api/admin/users/${sme.userId}/deactivate`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('not_admin_account');
    expect((await as(admin, 'POST', `/api/admin/users/${sme.userId}/reactivate`)).statusCode).toBe(409);
    expect((await as(admin, 'POST', '/api/admin/users/usr_missing/deactivate')).statusCode).toBe(404);
  });

  it('refuses to deactivate twice or reactivate an active admin', async () => {
    const other = await createAdmin(t.app, t.database.db);
    await as(admin, 'POST', `/api/admin/users/${other.userId}/deactivate`);
    expect((await as(admin, 'POST', `/api/admin/users/${other.userId}/deactivate`)).statusCode).toBe(409);
    await as(admin, 'POST', `/api/admin/users/${other.userId}/reactivate`);
    expect((await as(admin, 'POST', `/api/admin/users/${other.userId}/reactivate`)).statusCode).toBe(409);
  });
});

describe('the last active admin', () => {
  it('cannot be deactivated, even by an actor whose own account was deactivated meanwhile', async () => {
    const isolated = await createTestApp();
    try {
      const only = await createAdmin(isolated.app, isolated.database.db);
      const gone = await createAdmin(isolated.app, isolated.database.db);
      await isolated.database.db
        .update(users)
        .set({ status: 'deactivated' })
        .where(eq(users.id, gone.userId));
      const actor = {
        type: 'user' as const,
        id: gone.userId,
        email: gone.email,
        merchantId: null,
        ip: '127.0.0.1',
      };
      await expect(deactivateAdmin(isolated.app.ctx, actor, only.userId)).rejects.toMatchObject({
        code: 'last_active_admin',
      });
      const [row] = await isolated.database.db.select().from(users).where(eq(users.id, only.userId));
      expect(row?.status).toBe('active');
    } finally {
      await isolated.close();
    }
  });

  it('survives two admins deactivating each other at the same moment', async () => {
    const isolated = await createTestApp();
    try {
      const first = await createAdmin(isolated.app, isolated.database.db);
      const second = await createAdmin(isolated.app, isolated.database.db);
      const deactivate = (who: SignedIn, target: SignedIn) =>
        isolated.app.inject({
          method: 'POST',
          url: `/api/admin/users/${target.userId}/deactivate`,
          headers: { cookie: who.cookie },
        });
      const results = await Promise.all([deactivate(first, second), deactivate(second, first)]);
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses[0]).toBe(200);
      expect([401, 409]).toContain(statuses[1]);
      const active = await isolated.database.db
        .select()
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.status, 'active')));
      expect(active).toHaveLength(1);
    } finally {
      await isolated.close();
    }
  });
});
