import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ports } from '../playwright.config.ts';
import { expectNoSeriousA11yViolations, useLanguage } from '../support/a11y.ts';
import { approveKycAsAdmin } from '../support/admin.ts';
import { expect, registerViaApi, test } from '../support/fixtures.ts';
import { createLinkViaApi, submitKycViaApi } from '../support/merchants.ts';

const base = `http://localhost:${ports.main}`;

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

interface Receiver {
  url: string;
  received: Received[];
}

const servers: Server[] = [];

/** A merchant's endpoint on 127.0.0.1 (the e2e servers allow private http addresses): records every request. */
async function startReceiver(status: number): Promise<Receiver> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(status < 300 ? '{"received":true}' : '{"error":"database unavailable"}');
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/webhooks/kopru`, received };
}

test.afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

function header(request: Received, name: string): string {
  const value = request.headers[name];
  if (typeof value !== 'string') throw new Error(`no ${name} header`);
  return value;
}

/** Standard Webhooks: `v1,` + base64 HMAC-SHA256 of "id.timestamp.body" with the secret's key. */
function isSignedWith(request: Received, secret: string): boolean {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const signed = `${header(request, 'webhook-id')}.${header(request, 'webhook-timestamp')}.${request.body}`;
  const expected = `v1,${createHmac('sha256', key).update(signed).digest('base64')}`;
  return header(request, 'webhook-signature').split(' ').includes(expected);
}

test('a merchant adds an endpoint, sees its secret once, and signed test and real events reach it', async ({
  page,
}) => {
  const receiver = await startReceiver(200);
  await registerViaApi(page.request);
  await approveKycAsAdmin(base, await submitKycViaApi(page.request));

  await page.goto('/sme/dashboard/developers');
  await page.getByRole('link', { name: 'Webhooks', exact: true }).click();
  await expect(page).toHaveURL(/\/sme\/dashboard\/developers\/webhooks$/);
  await expect(page.getByRole('heading', { name: 'No webhook endpoints yet' })).toBeVisible();

  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(dialog.getByText('This field is required.')).toBeVisible();
  await expect(dialog.getByText('Choose at least one event.')).toBeVisible();
  await dialog.getByLabel('Endpoint URL').fill(receiver.url);
  await dialog.getByLabel('Description (optional)').fill('Web shop');
  await dialog.getByLabel('Payment succeeded').check();
  await dialog.getByLabel('Payment link created').check();
  await dialog.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(dialog.getByRole('heading', { name: 'Copy your signing secret now' })).toBeVisible();
  await expect(dialog.getByText('This is the only time the signing secret is shown.')).toBeVisible();
  const secret = await dialog.getByLabel('Signing secret').inputValue();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{20,}$/);
  await dialog.getByRole('button', { name: 'I have saved the secret' }).click();
  await expect(dialog).toBeHidden();
  expect(await page.content()).not.toContain(secret);

  const row = page
    .getByRole('table', { name: 'Your webhook endpoints' })
    .getByRole('row', { name: /Web shop/ });
  await expect(row).toContainText('2 events');
  await expect(row).toContainText('Enabled');
  await expect(row).toContainText('Never');
  await expect(page.getByText('1 of 10 endpoints')).toBeVisible();

  await row.getByRole('link', { name: receiver.url }).click();
  await expect(page.getByRole('heading', { name: receiver.url, level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Send test event' }).click();
  await expect(page.getByText('Webhook test successful! Your endpoint responded correctly.')).toBeVisible();
  const log = page.getByRole('table', { name: 'Delivery attempts' });
  const testRow = log.getByRole('row').filter({ hasText: 'webhook.test' });
  await expect(testRow).toContainText('Succeeded');
  await expect(testRow).toContainText('HTTP 200');

  expect(receiver.received).toHaveLength(1);
  const [sent] = receiver.received;
  if (!sent) throw new Error('no request');
  expect(header(sent, 'webhook-id')).toMatch(/^evt_/);
  expect(Number(header(sent, 'webhook-timestamp'))).toBeGreaterThan(Date.now() / 1000 - 120);
  expect(isSignedWith(sent, secret)).toBe(true);
  expect(JSON.parse(sent.body)).toMatchObject({ type: 'webhook.test' });

  await testRow.getByRole('button', { name: /^Details of the Test event attempt/ }).click();
  const details = page.getByRole('dialog', { name: 'Delivery attempt' });
  await expect(details.getByText('{"received":true}')).toBeVisible();
  await expect(details.getByText('"type": "webhook.test"')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await details.getByRole('button', { name: 'Close' }).click();
  await expectNoSeriousA11yViolations(page);

  // A real event arrives on its own; resent by hand, it comes again with the same id.
  await createLinkViaApi(page.request, { productName: 'Hand-woven kilim', amount: 4999, currency: 'USD' });
  await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(2);
  await page.getByRole('button', { name: 'Refresh' }).click();
  const eventRow = log.getByRole('row').filter({ hasText: 'payment_link.created' });
  await expect(eventRow).toContainText('Succeeded');
  await eventRow.getByRole('button', { name: /^Resend the Payment link created event/ }).click();
  await expect(page.getByText('The delivery was queued again.')).toBeVisible();
  await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(3);
  const [, first, again] = receiver.received;
  if (!first || !again) throw new Error('no requests');
  expect(header(again, 'webhook-id')).toBe(header(first, 'webhook-id'));
  expect(isSignedWith(again, secret)).toBe(true);
});

test('a failing endpoint shows why; its secret is regenerated, it is disabled, and it is deleted', async ({
  page,
}) => {
  const receiver = await startReceiver(500);
  await registerViaApi(page.request);
  const created = await page.request.post('/api/merchant/webhooks', {
    data: { url: receiver.url, events: ['payout.paid'] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { endpoint, secret: first } = (await created.json()) as { endpoint: { id: string }; secret: string };

  await page.goto(`/sme/dashboard/developers/webhooks/${endpoint.id}`);
  await page.getByRole('button', { name: 'Send test event' }).click();
  const failed = page.getByRole('alert').filter({ hasText: 'Webhook test failed' });
  await expect(failed).toContainText('HTTP 500');
  const log = page.getByRole('table', { name: 'Delivery attempts' });
  await expect(log.getByRole('row').filter({ hasText: 'webhook.test' })).toContainText('Failed');

  await page.getByLabel('Outcome').selectOption('succeeded');
  await expect(page).toHaveURL(/status=succeeded/);
  await expect(page.getByText('No attempts match these filters.')).toBeVisible();
  await page.getByLabel('Outcome').selectOption('failed');
  await expect(log.getByRole('row').filter({ hasText: 'webhook.test' })).toHaveCount(1);

  // The old secret keeps signing next to the new one.
  await page.getByRole('button', { name: 'Regenerate secret' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('keeps signing alongside it for 24 hours');
  await dialog.getByRole('button', { name: 'Regenerate secret' }).click();
  const second = await dialog.getByLabel('Signing secret').inputValue();
  expect(second).toMatch(/^whsec_/);
  expect(second).not.toBe(first);
  await dialog.getByRole('button', { name: 'I have saved the secret' }).click();
  await expect(page.getByText(/The previous secret also signs requests until/)).toBeVisible();
  await page.getByRole('button', { name: 'Send test event' }).click();
  await expect(failed).toContainText('HTTP 500');
  await expect.poll(() => receiver.received.length).toBe(2);
  const last = receiver.received[1];
  if (!last) throw new Error('no request');
  expect(isSignedWith(last, first)).toBe(true);
  expect(isSignedWith(last, second)).toBe(true);

  const toggle = page.getByRole('switch', { name: 'Send events to this endpoint' });
  await toggle.click();
  await expect(page.getByText('The endpoint is disabled; no events are sent to it.')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText('Turned off by you')).toBeVisible();

  await page.getByRole('button', { name: 'Resend failed…' }).click();
  await expect(dialog.getByLabel('Failed since')).not.toHaveValue('');
  await dialog.getByRole('button', { name: 'Resend failed deliveries' }).click();
  await expect(
    dialog.getByText('This endpoint is disabled. Enable it before resending events.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: 'Resend failed…' }).click();
  await dialog.getByRole('button', { name: 'Resend failed deliveries' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: /queued/ })).toBeVisible();

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await dialog.getByRole('button', { name: 'Delete endpoint' }).click();
  await expect(page).toHaveURL(/\/sme\/dashboard\/developers\/webhooks$/);
  await expect(page.getByText('The endpoint was deleted.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No webhook endpoints yet' })).toBeVisible();
});

test('webhooks read well in Turkish on a phone and pass axe', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await useLanguage(page, 'tr');
  const receiver = await startReceiver(200);
  await registerViaApi(page.request);

  await page.goto('/sme/dashboard/developers/webhooks');
  await expect(page.getByRole('heading', { name: 'Henüz webhook uç noktası yok' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Uç nokta ekle' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Uç nokta adresi').fill(receiver.url);
  await dialog.getByLabel('Tüm olaylar').check();
  await expect(dialog.getByLabel('Para çekme talebi iptal edildi')).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Uç nokta ekle' }).click();
  await expect(dialog.getByRole('heading', { name: 'İmzalama anahtarınızı şimdi kopyalayın' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Anahtarı kaydettim' }).click();

  const cards = page.getByRole('list', { name: 'Webhook uç noktalarınız' });
  await expect(cards).toContainText('Tüm olaylar');
  await expect(cards).toContainText('Etkin');
  await expect(cards).toContainText('Hiç tetiklenmedi');
  await expectNoSeriousA11yViolations(page);

  await cards.getByRole('link', { name: receiver.url }).click();
  await page.getByRole('button', { name: 'Test olayı gönder' }).click();
  await expect(page.getByText('Webhook testi başarılı! Uç noktanız doğru yanıt verdi.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Gönderim denemeleri' })).toContainText('Başarılı');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousA11yViolations(page);
});
