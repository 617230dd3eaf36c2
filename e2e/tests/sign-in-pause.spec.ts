import type { Page } from '@playwright/test';
import { ports } from '../playwright.config.ts';
import { useLanguage } from '../support/a11y.ts';
import { adminBrowserContext } from '../support/admin.ts';
import { expect, registerViaApi, test, watchForProblems } from '../support/fixtures.ts';

const texts = {
  tr: {
    search: 'Ara',
    submit: 'Ara',
    badge: 'Giriş durduruldu',
    lift: (email: string) => `${email}: girişi aç`,
    confirm: 'Girişi aç',
    done: (email: string) => `${email} hesabının girişi açıldı.`,
  },
};

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

for (const lang of ['tr'] as const) {
  test(`an admin lifts the sign-in pause of an SME after wrong passwords (${lang})`, async ({
    browser,
    request,
  }) => {
    const l = texts[lang];
    const sme = await registerViaApi(request);
    // Five wrong passwords in a row (SIGN_IN_FAILURES_BEFORE_BACKOFF): then even the right one is refused.
    for (let i = 0; i < 5; i++) {
      const wrong = await request.post('/api/auth/sign-in', {
        data: { email: sme.email, password: `Wrong-${i}-pass` },
      });
      expect(wrong.status()).toBe(401);
    }
    expect((await request.post('/api/auth/sign-in', { data: sme })).status()).toBe(401);

    const problems: string[] = [];
    const context = await adminBrowserContext(browser, `http://localhost:${ports.main}`, {
      viewport: { width: 390, height: 844 },
    });
    const page = watchForProblems(await context.newPage(), problems);
    await useLanguage(page, lang);
    await page.goto(`/admin/dashboard/users?q=${encodeURIComponent(sme.email)}`);
    const row = page.getByRole('row', { name: new RegExp(sme.email) });
    await expect(row).toContainText(l.badge);
    await row.getByRole('button', { name: l.lift(sme.email) }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await shot(page, `sign-in-pause-dialog-${lang}`);
    await dialog.getByRole('button', { name: l.confirm }).click();
    await expect(page.getByText(l.done(sme.email))).toBeVisible();
    await expect(row).not.toContainText(l.badge);
    await shot(page, `sign-in-pause-lifted-${lang}`);
    expect(problems).toEqual([]);
    await context.close();

    expect((await request.post('/api/auth/sign-in', { data: sme })).status()).toBe(200);
  });
}
