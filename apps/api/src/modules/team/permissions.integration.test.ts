import { endpoints } from '@kopru/domain/contracts/index';
import { keyCan, maxKeyPermissionsOf } from '@kopru/domain/key-permissions';
import { can, type MemberRole, memberRoles } from '@kopru/domain/team';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedMerchant } from '../../../test/factories.ts';
import { registeredRoutes, v1 } from '../../../test/merchant-api.ts';
import { addMember } from '../../../test/team-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const isConsoleRoute = (path: string) => path.startsWith('/api/merchant/') || path.startsWith('/api/kyc');
const consoleEndpoints = endpoints.filter((e) => isConsoleRoute(e.path));
const sample = (path: string) => path.replace(/:\w+/g, 'x1y2z3');
/** Every /v1 operation (the OpenAPI document itself is public). */
const v1Operations = endpoints.flatMap((e) => {
  const path = e.v1?.path ?? (e.path.startsWith('/v1/') && !e.hidden ? e.path : undefined);
  return path ? [{ method: e.method, path, permission: e.permission }] : [];
});

let t: TestApp;
let ownerCookie: string;
let merchantId: string;
const cookies = {} as Record<MemberRole, string>;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createVerifiedMerchant(t.app, t.database.db);
  if (!owner.merchantId) throw new Error('no merchant');
  ownerCookie = owner.cookie;
  merchantId = owner.merchantId;
  cookies.owner = owner.cookie;
  for (const role of memberRoles.filter((r) => r !== 'owner')) {
    cookies[role] = (await addMember(t.app, t.database.db, owner.merchantId, role)).cookie;
  }
});

function createKey(cookie: string, permissions: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/merchant/api-keys',
    headers: { cookie },
    payload: { description: 'Walk', permissions },
  });
}

/**
 * A key made by a member of `role` with all its role allows: owners, admins and developers make
 * one themselves; the other roles cannot manage keys, so an admin makes it and is then moved to
 * that role (a key within the new role keeps working).
 */
async function keyMadeBy(role: MemberRole): Promise<{ secret: string; memberId: string }> {
  const permissions = maxKeyPermissionsOf(role);
  if (can(role, 'apiKeys.manage')) {
    const member = await addMember(t.app, t.database.db, merchantId, role === 'owner' ? 'owner' : role);
    const response = await createKey(member.cookie, permissions);
    if (response.statusCode !== 201) throw new Error(`${role} key: ${response.body}`);
    return { secret: response.json().secret, memberId: member.memberId };
  }
  const member = await addMember(t.app, t.database.db, merchantId, 'admin');
  const response = await createKey(member.cookie, permissions);
  if (response.statusCode !== 201) throw new Error(`${role} key: ${response.body}`);
  const moved = await t.app.inject({
    method: 'PATCH',
    url: `/api/merchant/team/members/${member.memberId}`,
    headers: { cookie: ownerCookie },
    payload: { role },
  });
  if (moved.statusCode !== 200) throw new Error(`move to ${role}: ${moved.body}`);
  return { secret: response.json().secret, memberId: member.memberId };
}

async function walkV1(secret: string) {
  return Promise.all(
    v1Operations.map(async (op) => ({
      op,
      response: await v1(t.app, secret, {
        method: op.method,
        url: sample(op.path),
        ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: {} }),
      }),
    })),
  );
}
afterAll(() => t.close());

describe('every merchant-console route is open to the roles its permission names, and only to them', () => {
  it('names a permission on every merchant-console contract the app registers', () => {
    const registered = registeredRoutes(t.app).filter(
      (r) => isConsoleRoute(r.path) && r.method !== 'HEAD' && r.method !== 'OPTIONS',
    );
    const described = new Set(consoleEndpoints.map((e) => `${e.method} ${e.path}`));
    expect(registered.length).toBeGreaterThan(35);
    expect(registered.filter((r) => !described.has(`${r.method} ${r.path}`))).toEqual([]);
    expect(consoleEndpoints.filter((e) => !e.permission).map((e) => `${e.method} ${e.path}`)).toEqual([]);
  });

  it.each(memberRoles)(
    'answers 403 forbidden to a %s where the role lacks the permission, and lets it through elsewhere',
    async (role) => {
      const wrong: string[] = [];
      for (const e of consoleEndpoints) {
        const response = await t.app.inject({
          method: e.method,
          url: sample(e.path),
          headers: { cookie: cookies[role] },
          ...(e.method === 'GET' || e.method === 'DELETE' ? {} : { payload: {} }),
        });
        const refused = response.statusCode === 403 && response.json().error.code === 'forbidden';
        const allowed = e.permission ? can(role, e.permission) : false;
        if (refused === allowed || response.statusCode === 401 || response.statusCode >= 500)
          wrong.push(`${e.method} ${e.path}: ${response.statusCode} ${response.body.slice(0, 80)}`);
      }
      expect(wrong).toEqual([]);
    },
  );

  it('keeps the tables the issue asks for: finance refunds and pays out, no one but developers, admins and owners holds keys', () => {
    expect(memberRoles.filter((r) => can(r, 'apiKeys.manage'))).toEqual(['owner', 'admin', 'developer']);
    expect(memberRoles.filter((r) => can(r, 'refunds.create'))).toEqual([
      'owner',
      'admin',
      'finance',
      'support',
    ]);
    expect(memberRoles.filter((r) => can(r, 'payouts.request'))).toEqual(['owner', 'admin', 'finance']);
    expect(memberRoles.filter((r) => can(r, 'team.manage'))).toEqual(['owner', 'admin']);
    // Developers read payments (to build an integration) but not the payer's personal data.
    expect(memberRoles.filter((r) => can(r, 'payments.payerDetails'))).not.toContain('developer');
    expect(memberRoles.filter((r) => !can(r, 'payments.read'))).toEqual([]);
  });
});

describe('every /v1 operation checks the key’s permissions through the same table', () => {
  it('names a permission on every /v1 operation the app registers', () => {
    const registered = registeredRoutes(t.app).filter(
      (r) => r.path.startsWith('/v1/') && r.method !== 'HEAD' && r.method !== 'OPTIONS',
    );
    const described = new Set(v1Operations.map((op) => `${op.method} ${op.path}`));
    expect(registered.length).toBeGreaterThan(25);
    expect(
      registered.filter((r) => r.path !== '/v1/openapi.json' && !described.has(`${r.method} ${r.path}`)),
    ).toEqual([]);
    expect(v1Operations.filter((op) => !op.permission)).toEqual([]);
  });

  it.each(memberRoles)(
    'answers 403 key_permission_denied to a key made by a %s outside its permissions, and lets it through inside them',
    async (role) => {
      const { secret } = await keyMadeBy(role);
      const grants = maxKeyPermissionsOf(role);
      const wrong: string[] = [];
      for (const { op, response } of await walkV1(secret)) {
        const refused = response.statusCode === 403 && response.json().error.code === 'key_permission_denied';
        const allowed = op.permission ? keyCan(grants, op.permission) : false;
        if (refused === allowed || response.statusCode === 401 || response.statusCode >= 500)
          wrong.push(`${op.method} ${op.path}: ${response.statusCode} ${response.body.slice(0, 80)}`);
      }
      expect(wrong).toEqual([]);
    },
  );

  it('refuses members who may not manage keys, and answers 401 to every operation once the maker is removed', async () => {
    for (const role of memberRoles.filter((r) => !can(r, 'apiKeys.manage'))) {
      const refused = await createKey(cookies[role], maxKeyPermissionsOf(role));
      expect(refused.statusCode).toBe(403);
    }
    const { secret, memberId } = await keyMadeBy('developer');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/merchant/team/members/${memberId}`,
      headers: { cookie: ownerCookie },
    });
    expect(removed.statusCode).toBe(200);
    const answers = (await walkV1(secret)).map(
      ({ op, response }) => `${op.method} ${op.path} ${response.statusCode}`,
    );
    expect(answers).toEqual(v1Operations.map((op) => `${op.method} ${op.path} 401`));
  });
});
