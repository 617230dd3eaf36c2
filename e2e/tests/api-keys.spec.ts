import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ports } from '../playwright.config.ts';
import { expectNoSeriousA11yViolations, useLanguage } from '../support/a11y.ts';
import { approveKycAsAdmin } from '../support/admin.ts';
import { expect, registerViaApi, test } from '../support/fixtures.ts';
import { submitKycViaApi } from '../support/merchants.ts';

const base = `http://localhost:${ports.main}`;
const run = promisify(execFile);

/** Runs JavaScript copied from the API reference as a Node.js module, with the key in its env. */
async function runSample(code: string, secret: string) {
  const dir = await mkdtemp(path.join(tmpdir(), 'kopru-sample-'));
  try {
    const file = path.join(dir, 'example.mjs');
    await writeFile(file, code);
    return await run(process.execPath, [file], {
      env: { PATH: process.env.PATH ?? '', KOPRU_SECRET_KEY: secret },
      timeout: 20_000,
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

test('a developer creates a key, and code from the API reference creates a payment link that shows in the portal', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
  await registerViaApi(page.request);
  await approveKycAsAdmin(base, await submitKycViaApi(page.request));

  await page.goto('/sme/dashboard');
  await page.getByRole('link', { name: 'Developers' }).click();
  await expect(page).toHaveURL(/\/sme\/dashboard\/developers\/api-keys$/);
  await expect(page.getByRole('heading', { name: 'No API keys yet' })).toBeVisible();

  await page.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create key' }).click();
  await expect(dialog.getByText('This field is required.')).toBeVisible();
  await dialog.getByLabel('Description').fill('Web shop');
  // A restricted key: everything but payouts and the customers' personal data.
  const permissions = dialog.getByRole('group', { name: /^Permissions/ });
  await permissions
    .getByRole('group', { name: /^Payouts/ })
    .getByRole('radio', { name: 'None' })
    .check();
  await permissions
    .getByRole('group', { name: /^Customer details/ })
    .getByRole('radio', { name: 'None' })
    .check();
  await dialog.getByRole('button', { name: 'Create key' }).click();
  await expect(dialog.getByRole('heading', { name: 'Copy your secret key now' })).toBeVisible();
  await expect(dialog.getByText('This is the only time the secret key is shown.')).toBeVisible();
  const secret = await dialog.getByLabel('Secret key').inputValue();
  expect(secret).toMatch(/^sk_test_[0-9A-Za-z]{43}$/);
  await dialog.getByRole('button', { name: 'Copy secret key' }).click();
  await expect(dialog.getByText('Secret key copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await dialog.getByRole('button', { name: 'I have saved the key' }).click();

  const table = page.getByRole('table', { name: 'Your API keys' });
  await expect(table.getByRole('cell', { name: `sk_test_…${secret.slice(-4)}` })).toBeVisible();
  await expect(table.getByText('Never')).toBeVisible();
  await expect(table.getByRole('listitem').filter({ hasText: 'Read and write:' })).toHaveText(
    'Read and write: Refunds, Payment links, and Webhooks',
  );
  await expect(page.getByText('1 of 10 active keys')).toBeVisible();
  expect(await page.content()).not.toContain(secret);
  await expectNoSeriousA11yViolations(page);

  // The reference page's own Node.js sample, run as it is with the copied key.
  await page.getByRole('link', { name: 'API reference' }).click();
  await expect(page.getByRole('heading', { name: 'API reference', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Node.js' }).click();
  const sample = await page
    .getByRole('figure', { name: 'Create a payment link – Node.js' })
    .locator('code')
    .textContent();
  if (!sample) throw new Error('no Node.js sample');
  expect(sample).toContain(`fetch('${base}/v1/payment_links'`);
  const created = await runSample(sample, secret);
  expect(created.stdout).toContain('Hand-woven kilim');
  expect(created.stdout).toContain(`${base}/pay/`);

  await page.goto('/sme/dashboard/payment-links');
  await expect(page.getByRole('heading', { name: 'Hand-woven kilim' })).toBeVisible();
  await expect(page.getByText('Wool, 120 x 180 cm')).toBeVisible();

  // Last used shows up, and revoking stops the same code at once.
  await page.goto('/sme/dashboard/developers/api-keys');
  await expect(table.getByText('Never')).toHaveCount(0);
  await page.getByRole('button', { name: 'Revoke the key “Web shop”' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke key' }).click();
  await expect(table.getByText('Inactive')).toBeVisible();
  const refused = await runSample(sample, secret).catch((error: { stderr: string }) => error);
  expect('stderr' in refused && refused.stderr).toContain('401 invalid_api_key');
});

test('a key is rolled with a grace period; the area and the reference read well in Turkish on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await useLanguage(page, 'tr');
  await registerViaApi(page.request);
  await page.goto('/sme/dashboard/developers');
  await expect(page.getByRole('heading', { name: 'Geliştiriciler', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'API anahtarı oluştur' }).click();
  await page.getByRole('dialog').getByLabel('Açıklama').fill('ERP');
  await page.getByRole('dialog').getByRole('button', { name: 'Anahtar oluştur' }).click();
  const first = await page.getByRole('dialog').getByLabel('Gizli anahtar').inputValue();
  await page.getByRole('dialog').getByRole('button', { name: 'Anahtarı kaydettim' }).click();

  await page.getByRole('button', { name: '“ERP” anahtarını yenile' }).click();
  const roll = page.getByRole('dialog');
  await roll.getByRole('radio', { name: '1 saat sonra' }).check();
  await roll.getByRole('button', { name: 'Anahtarı yenile' }).click();
  const second = await roll.getByLabel('Gizli anahtar').inputValue();
  expect(second).not.toBe(first);
  await roll.getByRole('button', { name: 'Anahtarı kaydettim' }).click();
  const cards = page.getByRole('list', { name: 'API anahtarlarınız' });
  await expect(cards.getByText(/Eski gizli anahtar, .* tarihine kadar geçerli/)).toBeVisible();
  // One card per key (each card lists its permissions in a list of its own).
  await expect(cards.locator(':scope > li')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);

  // Both secrets work during the grace period; an unverified merchant's links need KYC.
  for (const secret of [first, second]) {
    const response = await fetch(`${base}/v1/balance`, { headers: { authorization: `Bearer ${secret}` } });
    expect(response.status).toBe(200);
  }
  const links = await fetch(`${base}/v1/payment_links`, { headers: { authorization: `Bearer ${second}` } });
  expect(links.status).toBe(403);
  expect(((await links.json()) as { error: { code: string } }).error.code).toBe('kyc_required');

  await page.goto('/docs/api');
  await expect(page.getByRole('heading', { name: 'API referansı', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Kimlik doğrulama' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Create a payment link' })).toBeVisible();
  // axe on the reference page is checked by the a11y sweep, in both languages and widths: here it
  // took 41 s of this test's 60 on a loaded two-core machine.
});
