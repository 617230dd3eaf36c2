import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, registrationBody, signIn, uniqueEmail } from '../../../test/factories.ts';
import { testRedisUrl } from '../../../test/redis-server.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { Database } from '../../db/client.ts';
import { emails } from '../../db/schema/emails.ts';
import { merchantInvitations } from '../../db/schema/merchant-invitations.ts';
import { rateLimits } from '../../db/schema/rate-limits.ts';
import { users } from '../../db/schema/users.ts';

/** Two per recipient and kind, six per client address, in an hour. */
const limits = { EMAILS_PER_RECIPIENT_PER_HOUR: '2', EMAILS_PER_CLIENT_PER_HOUR: '6' };

let lastOctet = 0;
/** A client address no other request of the file used. */
const freshClient = () => `198.51.${Math.floor(++lastOctet / 250)}.${lastOctet % 250}`;

function post(app: FastifyInstance, url: string, payload: object, from: string, cookie?: string) {
  return app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: from,
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

/** Signs up from a client of its own; `confirmed` as the e-mailed link would; signs in. */
async function account(app: FastifyInstance, { confirmed = true, email = uniqueEmail() } = {}) {
  const body = registrationBody({ email });
  expect((await post(app, '/api/auth/register', body, freshClient())).statusCode).toBe(202);
  if (confirmed) await app.ctx.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  const signedIn = await signIn(app, email, body.password);
  expect(signedIn.statusCode).toBe(200);
  return { email, password: body.password, cookie: cookieFrom(signedIn) };
}

async function mailsTo(db: Database, address: string, template: string) {
  const rows = await db
    .select({ id: emails.id })
    .from(emails)
    .where(and(eq(emails.toAddress, address), eq(emails.template, template)));
  return rows.length;
}

/** What a caller sees of an answer, but for what changes with every request. */
function visible(response: Awaited<ReturnType<typeof post>>) {
  const { date: _date, 'x-request-id': _id, ...headers } = response.headers;
  for (const name of Object.keys(headers)) if (name.startsWith('ratelimit')) delete headers[name];
  return { status: response.statusCode, headers, body: response.body };
}

describe('e-mails to an address the requester chooses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: limits });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sends forgot-password e-mails to one address from rotating clients only up to its limit, answering the same', async () => {
    const owner = await account(t.app);
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(await post(t.app, '/api/auth/forgot-password', { email: owner.email }, freshClient()));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    for (const answer of answers.slice(1)) expect(visible(answer)).toEqual(visible(answers[0] as never));
    expect(await mailsTo(t.database.db, owner.email, 'resetPassword')).toBe(2);
    // The same answer for an address without an account, limited or not.
    const nobody = await post(t.app, '/api/auth/forgot-password', { email: uniqueEmail() }, freshClient());
    expect(visible(nobody)).toEqual(visible(answers[0] as never));
  });

  it('warns the owner of a taken address only up to its limit, answering sign-up as for a new address', async () => {
    const owner = await account(t.app);
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push(
        await post(t.app, '/api/auth/register', registrationBody({ email: owner.email }), freshClient()),
      );
    const fresh = await post(t.app, '/api/auth/register', registrationBody(), freshClient());
    for (const answer of answers) expect(visible(answer)).toEqual(visible(fresh));
    expect(await mailsTo(t.database.db, owner.email, 'signUpAttempt')).toBe(2);
    // Its own kind: the owner's reset e-mail still goes out after the warnings' flood.
    await post(t.app, '/api/auth/forgot-password', { email: owner.email }, freshClient());
    expect(await mailsTo(t.database.db, owner.email, 'resetPassword')).toBe(1);
  });

  it('sends the confirmation link again only up to the limit of the address, whoever asks', async () => {
    const sme = await account(t.app, { confirmed: false });
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push(await post(t.app, '/api/auth/confirm-email/resend', {}, freshClient(), sme.cookie));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    // The sign-up's link and one more.
    expect(await mailsTo(t.database.db, sme.email, 'confirmEmail')).toBe(2);
  });

  it('lets one client e-mail only so many addresses, makes no account past it, and spends none of their counts', async () => {
    const owners = [];
    for (let i = 0; i < 4; i++) owners.push(await account(t.app));
    const client = freshClient();
    for (const owner of owners)
      await post(t.app, '/api/auth/forgot-password', { email: owner.email }, client);
    const fresh = uniqueEmail();
    const signUp = await post(t.app, '/api/auth/register', registrationBody({ email: fresh }), client);
    await post(t.app, '/api/auth/forgot-password', { email: owners[0]?.email }, client);
    // The seventh: past the client's limit.
    const past = uniqueEmail();
    const pastLimit = await post(t.app, '/api/auth/register', registrationBody({ email: past }), client);
    const pastForgot = await post(t.app, '/api/auth/forgot-password', { email: owners[1]?.email }, client);
    expect(pastForgot.statusCode).toBe(200);
    expect(visible(pastLimit)).toEqual(visible(signUp));

    const sent = await Promise.all(
      owners.map((owner) => mailsTo(t.database.db, owner.email, 'resetPassword')),
    );
    // Six in the hour: four resets, a sign-up's link, a second reset; then nothing.
    expect(sent).toEqual([2, 1, 1, 1]);
    expect(await mailsTo(t.database.db, fresh, 'confirmEmail')).toBe(1);
    expect(await t.database.db.select().from(users).where(eq(users.email, past))).toEqual([]);
    expect(await mailsTo(t.database.db, past, 'confirmEmail')).toBe(0);
    // Refused for the client, not for the address: another client still reaches the third owner.
    await post(t.app, '/api/auth/forgot-password', { email: owners[2]?.email }, freshClient());
    expect(await mailsTo(t.database.db, owners[2]?.email ?? '', 'resetPassword')).toBe(2);
  });

  it('refuses a team invitation to an address that had its share this hour, from any merchant, writing nothing', async () => {
    const [first, second] = [await account(t.app), await account(t.app)];
    const invitee = uniqueEmail('invitee');
    const invite = (owner: { cookie: string }) =>
      post(
        t.app,
        '/api/merchant/team/invitations',
        { email: invitee, role: 'viewer' },
        freshClient(),
        owner.cookie,
      );
    expect((await invite(first)).statusCode).toBe(201);
    expect((await invite(second)).statusCode).toBe(201);
    const refused = await invite(first);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('recipient_rate_limited');
    expect(refused.json().error.details.retryAfterSeconds).toBeGreaterThan(0);
    expect((await invite(second)).json().error.code).toBe('recipient_rate_limited');
    // The two sent invitations stand; the refused ones wrote nothing and revoked nothing.
    const rows = await t.database.db
      .select()
      .from(merchantInvitations)
      .where(eq(merchantInvitations.email, invitee));
    expect(rows.map((row) => row.revokedAt)).toEqual([null, null]);
    expect(await mailsTo(t.database.db, invitee, 'teamInvitation')).toBe(2);
  });

  it('keeps its counts in the database without Redis, shared by every process on it', async () => {
    const keys = await t.database.db.select({ key: rateLimits.key }).from(rateLimits);
    expect(keys.some(({ key }) => key.startsWith('mail_to'))).toBe(true);
    expect(keys.some(({ key }) => key.startsWith('mail_client'))).toBe(true);
  });
});

describe.skipIf(!testRedisUrl)('e-mail limits shared in Redis by two app instances', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = {
      ...limits,
      REDIS_URL: testRedisUrl ?? '',
      REDIS_KEY_PREFIX: `kopru-test-${randomBytes(5).toString('hex')}:`,
    };
    // Each on a database of its own: only Redis can join their counts.
    [a, b] = await Promise.all([createTestApp({ env }), createTestApp({ env })]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('sends an address its reset e-mails up to the limit across both instances', async () => {
    const email = uniqueEmail();
    await account(a.app, { email });
    await account(b.app, { email });
    for (let i = 0; i < 4; i++)
      await post(i % 2 ? b.app : a.app, '/api/auth/forgot-password', { email }, freshClient());
    const sent =
      (await mailsTo(a.database.db, email, 'resetPassword')) +
      (await mailsTo(b.database.db, email, 'resetPassword'));
    // Two in all: each instance alone would have sent two.
    expect(sent).toBe(2);
    expect(await a.database.db.select().from(rateLimits)).toEqual([]);
  });
});
