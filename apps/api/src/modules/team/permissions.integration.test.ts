import { endpoints } from '@kopru/domain/contracts/index';
import { can, type MemberRole, memberRoles } from '@kopru/domain/team';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedMerchant } from '../../../test/factories.ts';
import { registeredRoutes } from '../../../test/merchant-api.ts';
import { addMember } from '../../../test/team-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const isConsoleRoute = (path: string) => path.startsWith('/api/merchant/') || path.startsWith('/api/kyc');
const consoleEndpoints = endpoints.filter((e) => isConsoleRoute(e.path));
const sample = (path: string) => path.replace(/:\w+/g, 'x1y2z3');

let t: TestApp;
const cookies = {} as Record<MemberRole, string>;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createVerifiedMerchant(t.app, t.database.db);
  if (!owner.merchantId) throw new Error('no merchant');
  cookies.owner = owner.cookie;
  for (const role of memberRoles.filter((r) => r !== 'owner')) {
    cookies[role] = (await addMember(t.app, t.database.db, owner.merchantId, role)).cookie;
  }
});
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
    expect(memberRoles.filter((r) => can(r, 'payments.read'))).not.toContain('developer');
  });
});
