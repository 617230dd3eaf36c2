import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmLinkToken,
  createVerifiedMerchant,
  defaultPassword,
  latestEmailTo,
  passwordLinkToken,
  registerMerchant,
  uniqueEmail,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const lines: string[] = [];
let t: TestApp;
let appsDir: string;

beforeAll(async () => {
  // The built consoles, as single-node serving finds them: the links open their pages.
  appsDir = await mkdtemp(path.join(tmpdir(), 'kopru-apps-'));
  for (const name of ['merchant', 'admin', 'checkout']) {
    await mkdir(path.join(appsDir, name, 'dist'), { recursive: true });
    await writeFile(
      path.join(appsDir, name, 'dist', 'index.html'),
      `<!doctype html><body data-app="${name}">`,
    );
  }
  t = await createTestApp({
    appsDir,
    env: { LOG_LEVEL: 'trace' },
    logStream: { write: (line) => lines.push(line) },
  });
});
afterAll(async () => {
  await t.close();
  await rm(appsDir, { recursive: true, force: true });
});

function get(url: string) {
  return t.app.inject({ method: 'GET', url });
}

function post(url: string, payload: object, cookie?: string) {
  return t.app.inject({ method: 'POST', url, payload, ...(cookie ? { headers: { cookie } } : {}) });
}

describe('tokens in the request log', () => {
  it('logs requests by route: opening an invitation, a confirmation and a reset link leaves no token', async () => {
    const sme = await registerMerchant(t.app);
    const confirmMail = await latestEmailTo(t.database.db, sme.email, 'confirmEmail');
    const confirmToken = confirmLinkToken(confirmMail?.textBody ?? '');

    const owner = await createVerifiedMerchant(t.app, t.database.db);
    const invited = uniqueEmail('invited');
    await post(
      '/api/merchant/team/invitations',
      { email: invited, role: 'viewer', locale: 'en' },
      owner.cookie,
    );
    const inviteMail = await latestEmailTo(t.database.db, invited, 'teamInvitation');
    const inviteToken = decodeURIComponent(
      /invitation\?token=([^\s"&]+)/.exec(inviteMail?.textBody ?? '')?.[1] ?? '',
    );

    await post('/api/auth/forgot-password', { email: sme.email });
    const resetMail = await latestEmailTo(t.database.db, sme.email, 'resetPassword');
    const resetToken = passwordLinkToken(resetMail?.textBody ?? '');
    const tokens = [confirmToken, inviteToken, resetToken];
    for (const token of tokens) expect(token.length).toBeGreaterThan(20);
    lines.length = 0;

    // What the browser does with each link: opens the page, then the page calls the API.
    expect((await get(`/invitation?token=${encodeURIComponent(inviteToken)}`)).statusCode).toBe(200);
    expect((await get(`/api/public/invitations/${inviteToken}`)).statusCode).toBe(200);
    const joined = await post(`/api/public/invitations/${inviteToken}/sign-up`, {
      name: 'Ayşe Demir',
      password: defaultPassword,
      locale: 'en',
    });
    expect(joined.statusCode).toBe(201);
    expect((await get(`/confirm-email?token=${encodeURIComponent(confirmToken)}`)).statusCode).toBe(200);
    expect((await post('/api/auth/confirm-email', { token: confirmToken })).statusCode).toBe(200);
    expect((await get(`/reset-password?token=${encodeURIComponent(resetToken)}`)).statusCode).toBe(200);
    const reset = await post('/api/auth/reset-password', {
      token: resetToken,
      newPassword: 'Galata-Tower-99',
    });
    expect(reset.statusCode).toBe(200);
    // A token in the query of an API route and of a path no route matches.
    await get(`/api/public/invitations/${inviteToken}?token=${inviteToken}`);
    await get(`/api/public/nothing/${inviteToken}`);

    const log = lines.join('\n');
    for (const token of tokens) {
      expect(log).not.toContain(token);
      expect(log).not.toContain(encodeURIComponent(token));
    }
    const requests = lines.map((line) => JSON.parse(line)).filter((entry) => entry.req);
    expect(requests.map((entry) => entry.req.route)).toEqual(
      expect.arrayContaining([
        '/api/public/invitations/:token',
        '/api/public/invitations/:token/sign-up',
        '/api/auth/confirm-email',
        '/api/auth/reset-password',
        // The pages and the unknown path: Fastify's catch-all, no path.
        '/*',
      ]),
    );
  });
});
