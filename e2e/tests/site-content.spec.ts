import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { ports } from '../playwright.config.ts';
import { expectNoSeriousA11yViolations, useLanguage } from '../support/a11y.ts';
import { signInContextAsAdmin } from '../support/admin.ts';
import { expect, test } from '../support/fixtures.ts';

async function openContentAsAdmin(page: Page) {
  await signInContextAsAdmin(page.context(), `http://localhost:${ports.main}`);
  await page.goto('/admin/dashboard/content');
  await expect(page.getByRole('heading', { level: 1, name: 'Content management' })).toBeVisible();
}

function panel(page: Page, name: string) {
  return page.locator('div.rounded-2xl').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

test('an admin edits a Turkish FAQ answer and a Turkish visitor sees it', async ({ page, browser }) => {
  await openContentAsAdmin(page);
  const answer = `Ödemeler her iş günü işlenir (${randomBytes(3).toString('hex')}).`;
  const faq = panel(page, 'FAQ');
  await faq
    .getByTestId('content-entry')
    .filter({ hasText: 'When do I receive my money?' })
    .getByRole('button', { name: 'Edit' })
    .click();

  const dialog = page.getByRole('dialog', { name: 'Edit question' });
  await dialog.getByRole('group', { name: 'Answer' }).getByLabel('Turkish').fill(answer);
  await expect(dialog.getByTestId('preview-tr')).toContainText(answer);
  await expect(dialog.getByTestId('preview-en')).not.toContainText(answer);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Changes saved.' })).toBeVisible();

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await useLanguage(visitor, 'tr');
  await visitor.goto('/');
  await visitor.getByRole('button', { name: 'Param ne zaman hesabıma geçer?' }).click();
  await expect(visitor.getByRole('region', { name: 'Param ne zaman hesabıma geçer?' })).toHaveText(answer);
  await visitorContext.close();
});

test('an empty Turkish text falls back to English and the editor says so; errors are translated', async ({
  page,
}) => {
  await useLanguage(page, 'tr');
  await signInContextAsAdmin(page.context(), `http://localhost:${ports.main}`);
  await page.goto('/admin/dashboard/content');
  await expect(page.getByRole('heading', { level: 1, name: 'İçerik yönetimi' })).toBeVisible();
  await page.getByRole('button', { name: 'Soru ekle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yeni soru' });
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Bazı alanlar geçerli değil. Lütfen formu kontrol edin.',
  );
  await expect(dialog.getByRole('group', { name: 'Soru' }).getByLabel('İngilizce')).toBeFocused();
  await expect(dialog.getByText('Bu alan zorunludur.')).toHaveCount(2);

  await dialog.getByRole('group', { name: 'Soru' }).getByLabel('İngilizce').fill('Do you support refunds?');
  await dialog.getByRole('group', { name: 'Yanıt' }).getByLabel('İngilizce').fill('Yes, from the dashboard.');
  await expect(dialog.getByTestId('preview-tr')).toContainText('Do you support refunds?');
  await expect(dialog.getByTestId('preview-tr')).toContainText('Türkçe metin yok: İngilizcesi gösteriliyor.');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(dialog).toBeHidden();
});

test('an admin adds an announcement that visitors see, reorders testimonials and deletes a hidden entry', async ({
  page,
  browser,
}) => {
  await openContentAsAdmin(page);
  await expectNoSeriousA11yViolations(page);

  // Announcement: shown to visitors until hidden.
  const message = `EUR payouts are live ${randomBytes(3).toString('hex')}`;
  await page.getByRole('button', { name: 'Add an announcement' }).click();
  const dialog = page.getByRole('dialog', { name: 'New announcement' });
  await dialog.getByRole('group', { name: 'Message' }).getByLabel('English').fill(message);
  await dialog.getByLabel('Link address').fill('/register');
  await dialog.getByRole('group', { name: 'Link text' }).getByLabel('English').fill('Sign up');
  await dialog.getByRole('group', { name: 'Link text' }).getByLabel('Turkish').fill('Kaydolun');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Entry added.' })).toBeVisible();
  const announcements = panel(page, 'Announcement banner').getByTestId('content-entry');
  await expect(announcements.filter({ hasText: message })).toContainText('Shown now');

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await useLanguage(visitor, 'tr');
  await visitor.goto('/');
  const banner = visitor.getByRole('complementary', { name: 'Duyuru' });
  await expect(banner).toContainText(message);
  await expect(banner.getByRole('link', { name: 'Kaydolun' })).toHaveAttribute('href', '/register');
  await expect(banner.getByText(message)).toHaveAttribute('lang', 'en');

  await announcements.filter({ hasText: message }).getByRole('button', { name: 'Hide' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Entry hidden from the landing page.' }),
  ).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByRole('complementary', { name: 'Duyuru' })).toHaveCount(0);
  await visitorContext.close();

  // Testimonials: move the first one down with the keyboard, then back.
  const testimonials = panel(page, 'Testimonials').getByTestId('content-entry');
  const firstBefore = await testimonials.first().locator('p > span').nth(1).textContent();
  const moveDown = testimonials.first().getByRole('button', { name: 'Move down' });
  await moveDown.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'New order saved.' })).toBeVisible();
  await expect(testimonials.nth(1).locator('p > span').nth(1)).toHaveText(firstBefore ?? '');
  await expect(testimonials.nth(1).getByRole('button', { name: 'Move down' })).toBeFocused();
  await testimonials.nth(1).getByRole('button', { name: 'Move up' }).click();
  await expect(testimonials.first().locator('p > span').nth(1)).toHaveText(firstBefore ?? '');

  // Delete asks first; a hidden entry never reaches visitors meanwhile.
  await page.getByRole('button', { name: 'Add a question' }).click();
  const editor = page.getByRole('dialog', { name: 'New question' });
  await editor.getByRole('group', { name: 'Question' }).getByLabel('English').fill('Temporary question?');
  await editor.getByRole('group', { name: 'Answer' }).getByLabel('English').fill('Temporary answer.');
  await editor.getByLabel('Visible on the landing page').uncheck();
  await editor.getByRole('button', { name: 'Save' }).click();
  const entry = panel(page, 'FAQ').getByTestId('content-entry').filter({ hasText: 'Temporary question?' });
  await expect(entry).toContainText('Hidden');
  await entry.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this entry?' });
  await expect(confirm).toContainText('Temporary question?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(entry).toHaveCount(1);
  await entry.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Entry deleted.' })).toBeVisible();
  await expect(entry).toHaveCount(0);
});
