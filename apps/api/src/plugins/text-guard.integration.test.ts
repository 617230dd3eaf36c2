import { CONTROL_CHARACTERS, multilineText, plainText, requiredText } from '@kopru/domain/schemas/common';
import { DrizzleQueryError } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createVerifiedMerchant } from '../../test/factories.ts';
import { type RegisteredRoute, routesToWalk } from '../../test/route-walk.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { serializeError } from '../lib/logger.ts';
import { findControlCharacter } from './text-guard.ts';

const control = fc.constantFrom(
  ...[...Array(0xa0).keys()]
    .map((code) => String.fromCharCode(code))
    .filter((char) => CONTROL_CHARACTERS.test(char)),
);
/** Any text with one control character somewhere in it. */
const tainted = fc
  .tuple(fc.string(), control, fc.string())
  .map(([before, char, after]) => `${before}${char}${after}`);

describe('control characters in text schemas', () => {
  it('refuses them in every shared text schema, NUL included', () => {
    fc.assert(
      fc.property(tainted, (text) => {
        for (const schema of [requiredText(10_000), plainText(10_000), multilineText(10_000)]) {
          const parsed = schema.safeParse(`x${text}`);
          expect(parsed.success).toBe(false);
          expect(parsed.error?.issues.map((issue) => issue.message)).toContain(
            'validation.controlCharacters',
          );
        }
      }),
    );
  });

  it('keeps tab and line breaks in multi-line text, not in one-line text', () => {
    expect(multilineText(100).safeParse('line one\r\n\tline two').success).toBe(true);
    expect(plainText(100).safeParse('line one\nline two').success).toBe(false);
    expect(plainText(100).safeParse('Kapadokya Halı A.Ş. — ünlü').success).toBe(true);
  });

  it('finds a trailing one before trimming would drop it', () => {
    expect(requiredText(100).safeParse('Kapadokya Halı\u000b').success).toBe(false);
    expect(requiredText(100).safeParse('  Kapadokya Halı \t').data).toBe('Kapadokya Halı');
  });

  it('finds one anywhere in a request, however deep', () => {
    fc.assert(
      fc.property(
        fc.jsonValue(),
        tainted,
        fc.array(fc.string({ minLength: 1 }), { maxLength: 5 }),
        (json, text, keys) => {
          const clean = JSON.parse(JSON.stringify(json).replace(/\\u00[0-9a-f]{2}/gi, ''));
          const nested = keys.reduceRight<unknown>((inner, key) => ({ [key]: inner }), text);
          expect(findControlCharacter({ clean, nested }, 'body')).not.toBeNull();
          const cleanFound = findControlCharacter(clean, 'body');
          if (cleanFound) expect(JSON.stringify(clean)).toMatch(/[\u0080-\u009f]/);
        },
      ),
    );
  });
});

describe('control characters in requests', () => {
  let t: TestApp;
  let routes: RegisteredRoute[];
  const cookies = { admin: '', merchant: '' };
  beforeAll(async () => {
    t = await createTestApp();
    routes = routesToWalk(t.app);
    cookies.admin = (await createAdmin(t.app, t.database.db)).cookie;
    cookies.merchant = (await createVerifiedMerchant(t.app, t.database.db)).cookie;
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 400 with a translated message on every route, in the query and in the body', async () => {
    const answered: string[] = [];
    for (const route of routes) {
      const cookie = route.path.includes('sign-out')
        ? undefined
        : route.path.startsWith('/api/admin')
          ? cookies.admin
          : cookies.merchant;
      const hasBody = !['GET', 'DELETE'].includes(route.method);
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: `${route.path}?probe=a%00b`,
        headers: cookie ? { cookie } : {},
        ...(hasBody ? { payload: { name: 'a\u0000b', nested: { list: ['x\u001bY'] } } } : {}),
      });
      const bearerOnly = route.path.startsWith('/v1/') && response.statusCode === 401;
      const refused =
        response.statusCode === 400 &&
        response.json().error.details?.issues?.[0]?.message === 'validation.controlCharacters';
      if (!refused && !bearerOnly) answered.push(`${route.method} ${route.path}: ${response.statusCode}`);
    }
    expect(answered).toEqual([]);
  });

  it('answers 400 for a NUL byte in a profile field, naming the field', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/merchant/profile',
      headers: { cookie: cookies.merchant },
      payload: { companyName: 'Kapadokya\u0000', taxId: '1234567890', authPersonName: 'Zeynep Kaya' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.issues).toEqual([
      { path: 'companyName', message: 'validation.controlCharacters' },
    ]);
  });
});

describe('query errors in the log', () => {
  it('keep the SQL but not its parameters', () => {
    const error = new DrizzleQueryError(
      'update merchants set iban = $1 where email = $2',
      ['TR330006100519786457841326', 'owner@example.com'],
      new Error('invalid byte sequence'),
    );
    const logged = JSON.stringify(serializeError(error));
    expect(logged).toContain('update merchants set iban');
    expect(logged).not.toContain('owner@example.com');
    expect(logged).not.toContain('TR3300061005');
  });
});
