import { ports } from '../playwright.config.ts';
import { setUpFirstAdmin, setUpFirstAdminViaApi } from '../support/admin.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * Runs before every other journey (the `first admin` project): the first admin of the `main`
 * server, created from ADMIN_EMAIL/ADMIN_PASSWORD, sets up two-factor sign-in in the browser as
 * production requires and reaches KYC reviews; its authenticator secret is kept for the journeys'
 * later sign-ins (support/admin.ts). The `live` server's first admin does the same in
 * production-first-run.spec.ts.
 */
test('the first admin sets up two-factor sign-in and reaches KYC reviews', async ({ page }) => {
  const base = `http://localhost:${ports.main}`;
  await setUpFirstAdmin(page, base);
  await page.getByRole('link', { name: 'KYC reviews' }).first().click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/kyc$/);
  await expect(page.getByRole('heading', { level: 1, name: 'KYC reviews' })).toBeVisible();
});

test('the first admin of the short-idle server sets up two-factor through the API', async () => {
  await setUpFirstAdminViaApi(`http://localhost:${ports.shortIdle}`);
});

test('the first admin of the iyzico server sets up two-factor through the API', async () => {
  await setUpFirstAdminViaApi(`http://localhost:${ports.iyzico}`);
});
