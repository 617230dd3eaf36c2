// The image run as an operator runs it, on this machine's PostgreSQL (a fresh database) and Redis,
// with host networking: the migrate role, the admin CLI, an API and a worker container, a payment
// through the sandbox acquirer over HTTP from outside, SIGTERM, the user and the read-only root.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { totpAt } from '@kopru/domain/totp';
import pg from 'pg';
import { checkAsync, fail } from './check.ts';
import { client } from './http-client.ts';
import { startMailSink } from './mail-sink.ts';
import { plainRun, podman, runArgs } from './podman.ts';

const root = path.resolve(import.meta.dirname, '../..');
const image = process.env.IMAGE_TAG ?? 'localhost/kopru:test';
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const id = randomBytes(4).toString('hex');
const names = { api: `kopru-image-${id}-api`, worker: `kopru-image-${id}-worker` };
const admin = {
  email: `admin-${id}@kopru.example`,
  password: `Image-${randomBytes(9).toString('base64url')}`,
};

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function sql<T>(url: string, text: string): Promise<T[]> {
  const connection = new pg.Client({ connectionString: url });
  await connection.connect();
  try {
    return (await connection.query(text)).rows as T[];
  } finally {
    await connection.end();
  }
}

const database = `kopru_image_${id}`;
await sql(serverUrl, `create database ${database}`);
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${database}` }).toString();
const port = await freePort();
const base = `http://localhost:${port}`;
const mail = await startMailSink();
const env = {
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  REDIS_KEY_PREFIX: `kopru-image-${id}:`,
  APP_SECRET: randomBytes(32).toString('base64url'),
  PUBLIC_URL: base,
  PORT: String(port),
  SMTP_URL: mail.url,
  LOG_LEVEL: 'warn',
};

async function role(args: string[]) {
  const outcome = await podman([...runArgs(env, ['--rm']), image, ...args]);
  if (outcome.code !== 0) fail(`${args[0]} exited ${outcome.code}: ${outcome.stderr}${outcome.stdout}`);
  return outcome.stdout;
}

async function waitUntilReady(): Promise<Response> {
  const until = Date.now() + 180_000;
  for (;;) {
    const response = await fetch(`${base}/readyz`).catch(() => undefined);
    if (response?.status === 200) return response;
    const state = await podman(['inspect', '--format', '{{.State.Running}}', names.api]);
    if (state.stdout.trim() !== 'true')
      fail(`the API container stopped:\n${(await logs(names.api)).slice(-3000)}`);
    if (Date.now() > until) fail('/readyz did not answer 200 within 180 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function logs(name: string): Promise<string> {
  const outcome = await podman(['logs', name]);
  return outcome.stdout + outcome.stderr;
}

try {
  await checkAsync('the image holds no dev dependencies, source maps, sources or secrets', async () => {
    const listing = await podman([
      ...plainRun,
      '--rm',
      '--user',
      '0', // to see every directory
      '--network',
      'none',
      '--entrypoint',
      'sh',
      image,
      '-c',
      [
        'ls /app/apps/api',
        // the packages holding more than a package.json (better-auth's telemetry reads typescript's)
        'find /app/node_modules/.pnpm -mindepth 1 -type f ! -name package.json | cut -d/ -f5 | sort -u',
        'find /app/apps -path "*/node_modules" -prune -o \\( -name "*.map" -o -name "*.ts" \\) -print',
        'find / -xdev -name ".env*" -print',
      ].join('; '),
    ]);
    if (listing.code !== 0) fail(listing.stderr);
    const lines = listing.stdout.split('\n');
    const dev = lines.filter((line) =>
      /^(vitest|typescript|esbuild|drizzle-kit|tsx|@biomejs|vite)@/.test(line),
    );
    if (dev.length > 0) fail(`dev dependencies: ${dev.join(', ')}`);
    const found = lines.filter((line) => line.startsWith('/'));
    if (found.length > 0) fail(`source maps, sources or .env files: ${found.slice(0, 5).join(', ')}`);
    if (lines.slice(0, 3).sort().join() !== 'dist,node_modules,package.json')
      fail(`/app/apps/api: ${lines.slice(0, 3)}`);
    const inspected = await podman(['image', 'inspect', image]);
    const [{ Config, Healthcheck }] = JSON.parse(inspected.stdout) as [
      { Config: { Env?: string[]; User?: string }; Healthcheck?: { Test?: string[] } },
    ];
    const { Env = [], User } = Config;
    const secretish = Env.filter((entry) => /SECRET|PASSWORD|TOKEN|_KEY/.test(entry.split('=')[0] ?? ''));
    if (secretish.length > 0) fail(`secrets in the image's environment: ${secretish.join(', ')}`);
    if (User !== '1000:1000') fail(`runs as ${User}`);
    if (!Healthcheck?.Test?.join(' ').includes('healthcheck')) fail('no HEALTHCHECK');
  });

  await checkAsync('the migrate role applies every migration to the fresh database', async () => {
    const output = await role(['migrate']);
    if (!output.includes('Migrations applied to the postgres database.')) fail(output);
    const journal = JSON.parse(
      readFileSync(path.join(root, 'apps/api/src/db/migrations/meta/_journal.json'), 'utf8'),
    );
    const [applied] = await sql<{ n: number }>(
      databaseUrl,
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    if (applied?.n !== journal.entries.length)
      fail(`${applied?.n} of ${journal.entries.length} migrations applied`);
  });

  await checkAsync('the migrate role on the embedded database (PGlite under /data)', async () => {
    const outcome = await podman([...runArgs({}, ['--rm']), image, 'migrate']);
    if (outcome.code !== 0 || !outcome.stdout.includes('Migrations applied to the pglite database.'))
      fail(`exit ${outcome.code}: ${outcome.stderr}${outcome.stdout}`);
  });

  await checkAsync('admin:create in the container makes the first admin', async () => {
    const output = await role(['admin:create', '--email', admin.email, '--password', admin.password]);
    if (!output.includes(`Admin ${admin.email} created`)) fail(output);
  });

  await checkAsync('an API container and a worker container start; /healthz and /readyz answer', async () => {
    for (const [name, roleName] of [
      [names.api, 'web'],
      [names.worker, 'worker'],
    ] as const) {
      const started = await podman([...runArgs(env, ['--detach', '--name', name]), image, roleName]);
      if (started.code !== 0) fail(`${roleName}: ${started.stderr}`);
    }
    const ready = (await (await waitUntilReady()).json()) as { redis?: string };
    if (ready.redis !== 'up') fail(`/readyz says redis ${ready.redis}`);
    const health = await fetch(`${base}/healthz`);
    if (health.status !== 200) fail(`/healthz ${health.status}`);
    const check = await podman(['healthcheck', 'run', names.api]);
    if (check.code !== 0) fail(`the image's HEALTHCHECK: ${check.stdout}${check.stderr}`);
  });

  await checkAsync('it runs as uid 1000 on a read-only root', async () => {
    const status = await podman(['exec', names.api, 'cat', '/proc/1/status']);
    if (!/^Uid:\s+1000\s/m.test(status.stdout)) fail(`process 1: ${/^Uid:.*$/m.exec(status.stdout)?.[0]}`);
    const write = await podman(['exec', names.api, 'sh', '-c', 'touch /app/probe']);
    if (write.code === 0 || !write.stderr.includes('Read-only')) fail(`/app is writable: ${write.stderr}`);
    const temp = await podman(['exec', names.api, 'sh', '-c', 'touch /tmp/probe /data/probe']);
    if (temp.code !== 0) fail(`/tmp or /data not writable: ${temp.stderr}`);
  });

  await checkAsync('a merchant signs up, passes KYC and is paid through the sandbox, over HTTP', async () => {
    const merchant = client(base);
    const staff = client(base);
    const account = {
      email: `merchant-${id}@kopru.example`,
      password: `Image-${randomBytes(9).toString('base64url')}`,
    };
    await merchant('POST', '/api/auth/register', {
      ...account,
      companyName: 'Kapadokya Seramik Ltd.',
      taxId: '1234567890',
      authPersonName: 'Deniz Yıldız',
      acceptTerms: true,
      acceptPrivacy: true,
      locale: 'en',
    });
    // The worker container sends the confirmation e-mail; its link carries the token.
    const confirmation = await mail.waitFor(account.email, 'confirmEmail');
    const token = /\/confirm-email\?token=([^\s"<&]+)/.exec(confirmation.text)?.[1];
    if (!token) fail('no confirmation link in the e-mail');
    await merchant('POST', '/api/auth/confirm-email', { token: decodeURIComponent(token) });
    await merchant('POST', '/api/auth/sign-in', account);
    const kyc = new FormData();
    kyc.set('businessAddress', 'Atatürk Cad. No: 12, Kadıköy, İstanbul');
    kyc.set('taxOffice', 'Kadıköy');
    kyc.set('bankName', 'Ziraat Bankası');
    kyc.set('accountNumber', '12345678');
    kyc.set('iban', 'TR33 0006 1005 1978 6457 8413 26');
    kyc.set('ibanUsd', 'TR06 0006 1005 1978 6457 8413 27');
    const pdf = readFileSync(path.join(root, 'e2e/fixtures/tax-certificate.pdf'));
    kyc.set('documents', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'tax-certificate.pdf');
    const submitted = await merchant<{ submission: { id: string } }>('POST', '/api/kyc/submissions', kyc);

    // The first admin, as production requires, sets up two-factor sign-in before anything else.
    await staff('POST', '/api/auth/sign-in', admin);
    const setup = await staff<{ secret: string }>('POST', '/api/auth/two-factor/setup', {
      password: admin.password,
    });
    await staff('POST', '/api/auth/two-factor/confirm', { code: totpAt(setup.json.secret, Date.now()) });
    await staff('POST', `/api/admin/kyc/submissions/${submitted.json.submission.id}/approve`);

    const link = await merchant<{ code: string }>('POST', '/api/merchant/payment-links', {
      productName: 'Hand-painted ceramic bowl',
      amount: 4500,
      currency: 'USD',
    });
    const payment = await client(base)<{ status: string }>(
      'POST',
      `/api/public/links/${link.json.code}/payments`,
      {
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/30',
        cvc: '123',
        cardholderName: 'Jane Doe',
        email: 'jane.doe@example.com',
      },
      { 'idempotency-key': `image-${id}` },
    );
    if (payment.json.status !== 'succeeded') fail(`the payment is ${payment.json.status}`);
  });

  await checkAsync('db:backup in the container dumps the PostgreSQL database', async () => {
    const output = await role(['db:backup', '/data/kopru.dump']);
    if (!output.includes('Backup of the postgres database written to /data/kopru.dump')) fail(output);
  });

  await checkAsync('SIGTERM stops the API and the worker in seconds, exit code 0', async () => {
    for (const name of [names.api, names.worker]) {
      const started = Date.now();
      await podman(['stop', '--time', '30', name]);
      const seconds = (Date.now() - started) / 1000;
      const exit = await podman(['inspect', '--format', '{{.State.ExitCode}}', name]);
      if (exit.stdout.trim() !== '0')
        fail(`${name} exited ${exit.stdout.trim()}:\n${(await logs(name)).slice(-2000)}`);
      if (seconds > 10) fail(`${name} took ${seconds.toFixed(1)} s to stop`);
      console.log(`        ${name.endsWith('api') ? 'API' : 'worker'} stopped in ${seconds.toFixed(1)} s`);
    }
  });
} catch {
  process.exitCode = 1;
  for (const name of Object.values(names)) console.error(`--- ${name}\n${(await logs(name)).slice(-3000)}`);
} finally {
  await podman(['rm', '--force', '--time', '0', names.api, names.worker]);
  await mail.close();
  await sql(serverUrl, `drop database if exists ${database} with (force)`);
}
