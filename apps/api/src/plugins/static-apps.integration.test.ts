import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let appsDir: string;

beforeAll(async () => {
  appsDir = await mkdtemp(path.join(tmpdir(), 'kopru-apps-'));
  for (const name of ['merchant', 'admin', 'checkout']) {
    await mkdir(path.join(appsDir, name, 'dist', 'assets'), { recursive: true });
    await writeFile(
      path.join(appsDir, name, 'dist', 'index.html'),
      `<!doctype html>\n<html lang="en">\n  <head>\n    <title>Köprü</title>\n  </head>\n  <body data-app="${name}"></body>\n</html>\n`,
    );
  }
  for (const lang of ['en', 'tr']) {
    await mkdir(path.join(appsDir, 'merchant', 'dist', 'prerendered', lang), { recursive: true });
    for (const page of ['index', 'login']) {
      await writeFile(
        path.join(appsDir, 'merchant', 'dist', 'prerendered', lang, `${page}.html`),
        `<!doctype html>\n<html lang="${lang}">\n  <head>\n    <title>Köprü</title>\n  </head>\n  <body data-page="${lang}/${page}"></body>\n</html>\n`,
      );
    }
  }
  await writeFile(
    path.join(appsDir, 'merchant', 'dist', 'assets', 'app-1.js'),
    'console.log(1);\n'.repeat(500),
  );
  t = await createTestApp({ appsDir });
});
afterAll(async () => {
  await t.close();
  await rm(appsDir, { recursive: true, force: true });
});

describe('single-node app serving', () => {
  it.each([
    ['/sme/dashboard', 'merchant'],
    ['/terms', 'merchant'],
    ['/admin/', 'admin'],
    ['/admin/dashboard/content', 'admin'],
    ['/pay/', 'checkout'],
    ['/pay/AB12CD', 'checkout'],
  ])('serves %s from the %s app', async (url, name) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`data-app="${name}"`);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['/', {}, 'en/index'],
    ['/login', { 'accept-language': 'tr-TR,tr;q=0.9' }, 'tr/login'],
    ['/login/', { cookie: 'kopru.lang=en', 'accept-language': 'tr' }, 'en/login'],
  ])('sends the page prerendered for %s in the visitor’s language', async (url, headers, page) => {
    const response = await t.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`data-page="${page}"`);
    expect(response.headers.vary).toBe('Cookie, Accept-Language');
  });

  it.each(['/register', '/login?view=forgot'])(
    'sends the app’s page for %s, which was not prerendered as such',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.body).toContain('data-app="merchant"');
    },
  );

  it('serves hashed assets as immutable, compressed for browsers that accept it', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-1.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toContain('immutable');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const compressed = await t.app.inject({
      method: 'GET',
      url: '/assets/app-1.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 10);
  });

  it('leaves API JSON uncompressed', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/public/content',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

describe('static files and the rate limit', () => {
  it('does not count pages and assets, but counts an API path under any spelling', async () => {
    const limited = await createTestApp({ appsDir, env: { API_RATE_LIMIT_PER_MINUTE: '2' } });
    try {
      for (let i = 0; i < 4; i++) {
        expect((await limited.app.inject({ method: 'GET', url: '/assets/app-1.js' })).statusCode).toBe(200);
        expect((await limited.app.inject({ method: 'GET', url: '/pay/AB12CD' })).statusCode).toBe(200);
      }
      const statuses: number[] = [];
      for (const url of ['/api/config', '/%61pi/config', '/api/%63onfig']) {
        statuses.push((await limited.app.inject({ method: 'GET', url })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
