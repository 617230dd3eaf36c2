import { ports, supportEmail } from '../playwright.config.ts';
import { expectNoSeriousA11yViolations, useLanguage } from '../support/a11y.ts';
import { expect, test } from '../support/fixtures.ts';

const texts = {
  en: {
    title: 'Köprü: get paid by customers abroad',
    description: /Köprü lets Turkish small businesses sell abroad/,
    heading: 'Get paid by customers abroad, in minutes',
    eyebrow: 'FOR TURKISH SMES THAT SELL ABROAD',
    stats: ['500+', '$2M+', '50+', '99.9%'],
    comparison: 'Köprü compared with a bank wire',
    // The main server is the sandbox: no release delay, reserve or withholding (decision 013).
    rows: {
      setup: '5 minutes',
      fee: '2.9% + $0.30',
      payout: 'Released as soon as the payment succeeds',
      support: '24/7',
    },
    faqTitle: 'Frequently asked questions',
    firstQuestion: 'Who can use Köprü?',
    testimonials: 'What our merchants say',
    register: 'Create your account',
  },
  tr: {
    title: 'Köprü: yurt dışındaki müşterilerinizden ödeme alın',
    description: /Türk KOBİ’lerinin yurt dışına satış yapmasını sağlar/,
    heading: 'Yurt dışındaki müşterilerinizden dakikalar içinde ödeme alın',
    eyebrow: 'YURT DIŞINA SATIŞ YAPAN (E-İHRACAT / MİKRO İHRACAT) KOBİ’LER İÇİN',
    stats: ['500+', '2 milyon $+', '50+', '%99,9'],
    comparison: 'Köprü ile banka havalesinin karşılaştırması',
    rows: {
      setup: '5 dakika',
      fee: '%2,9 + $0,30',
      payout: 'Ödeme başarılı olur olmaz serbest bırakılır',
      support: '7/24',
    },
    faqTitle: 'Sıkça sorulan sorular',
    firstQuestion: 'Köprü’yü kimler kullanabilir?',
    testimonials: 'Üye işyerlerimiz ne diyor?',
    register: 'Hesabınızı oluşturun',
  },
} as const;

for (const language of ['en', 'tr'] as const) {
  const text = texts[language];

  test(`the landing page in ${language} shows stats, features, comparison, testimonials and the FAQ`, async ({
    page,
  }) => {
    await useLanguage(page, language);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
    await expect(page).toHaveTitle(text.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', text.description);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    // Upper-cased by CSS with the page language: Turkish keeps the dot on İ. Only the rendered
    // text shows the casing, hence innerText.
    const eyebrow = page.getByTestId('hero-eyebrow');
    // biome-ignore lint/performance/useDomNodeTextContent: the test is about the rendered, CSS-transformed text.
    expect(await eyebrow.evaluate((node) => (node as HTMLElement).innerText)).toBe(text.eyebrow);

    await expect(page.getByTestId('stat').locator('dd')).toHaveText([...text.stats]);
    await expect(page.getByTestId('feature')).toHaveCount(6);

    const comparison = page.getByRole('table', { name: text.comparison });
    await expect(comparison).toBeVisible();
    for (const [row, value] of Object.entries(text.rows)) {
      await expect(comparison.getByTestId(`comparison-${row}`).locator('td').first()).toContainText(value);
    }

    await expect(page.getByRole('region', { name: text.testimonials }).getByRole('figure')).toHaveCount(3);

    const faq = page.getByRole('region', { name: text.faqTitle });
    const questions = faq.locator('button[aria-expanded]');
    await expect(questions).toHaveCount(5);
    await expect(questions.first()).toHaveText(text.firstQuestion);
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await questions.nth(2).click();
    await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByRole('region').filter({ visible: true })).toHaveCount(1);

    // Keyboard: arrows move between questions, Enter opens one and closes the other.
    await questions.nth(2).focus();
    await page.keyboard.press('ArrowDown');
    await expect(questions.nth(3)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(questions.nth(3)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Space');
    await expect(questions.nth(3)).toHaveAttribute('aria-expanded', 'false');
  });
}

test('every footer link leads to a section of the landing page or to a real page', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('footer').getByRole('link', { name: 'Contact' })).toHaveAttribute(
    'href',
    `mailto:${supportEmail}`,
  );
  const links = page.locator('footer a');
  const hrefs = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
  );
  expect(hrefs.length).toBeGreaterThanOrEqual(9);
  for (const href of hrefs) {
    if (href.startsWith('mailto:')) {
      expect(href).toBe(`mailto:${supportEmail}`);
    } else if (href.startsWith('/#')) {
      await expect(page.locator(href.slice(1)), href).toHaveCount(1);
    } else {
      expect(href, 'an internal path').toMatch(/^(\/[a-z-]+)+$/);
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1 }), href).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Page not found' }), href).toHaveCount(0);
      await page.goto('/');
    }
  }

  // From another page, a section link opens the landing page at that section.
  await page.goto('/terms');
  await page.locator('footer').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/#faq$/);
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeInViewport();
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeFocused();
});

test('a visitor on a phone reads the page in Turkish, opens the FAQ and reaches registration', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await useLanguage(page, 'tr');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'no horizontal scrolling at 360 px').toBeLessThanOrEqual(0);
  // (The content e2e edits the payout question; this one stays as shipped.)
  await page.getByRole('button', { name: 'Köprü’nün komisyonu nedir?' }).click();
  await expect(page.getByRole('region', { name: 'Köprü’nün komisyonu nedir?' })).toContainText(
    '%2,9 + $0,30',
  );
  await page.getByRole('link', { name: 'Ücretsiz hesap oluştur' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: texts.tr.register })).toBeVisible();
});

test('the legal pages quote the real fees and timings in both languages, and registration links to them', async ({
  page,
}) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(page).toHaveTitle('Terms of Service · Köprü');
  await expect(page.getByText('2.9% of the amount plus a fixed $0.30, €0.30, or £0.30')).toBeVisible();
  await expect(page.getByText('within 1–2 business days after approval')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Contents' })
    .getByRole('link', { name: 'Prohibited uses' })
    .click();
  await expect(page.getByRole('heading', { name: /Prohibited uses/ })).toBeInViewport();

  await page.getByRole('button', { name: 'Türkçe' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hizmet Şartları' })).toBeVisible();
  await expect(
    page.getByText(
      '%2,9 komisyon ile ödemenin para birimine göre $0,30, €0,30 veya £0,30 sabit işlem ücreti',
    ),
  ).toBeVisible();

  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Gizlilik Politikası' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Haklarınız/ })).toBeVisible();
  await expect(page.getByText('kopru.session_token')).toBeVisible();
  await expect(page.getByRole('link', { name: supportEmail }).first()).toHaveAttribute(
    'href',
    `mailto:${supportEmail}`,
  );
  await expect(page.getByText('veri sorumlusu: Köprü Ödeme Hizmetleri A.Ş.')).toBeVisible();

  await page.goto('/register');
  await expect(page.getByText('Hizmet Şartları’nı okudum ve kabul ediyorum.')).toBeVisible();
  await expect(page.getByText('Gizlilik Politikası ve Aydınlatma Metni’ni okudum.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Hizmet Şartları' }).first()).toHaveAttribute('href', '/terms');
  await expect(page.getByRole('link', { name: 'Gizlilik Politikası' }).first()).toHaveAttribute(
    'href',
    '/privacy',
  );
});

for (const language of ['en', 'tr'] as const) {
  test(`the public pages have no serious accessibility violations in ${language}`, async ({ page }) => {
    await useLanguage(page, language);
    for (const path of ['/', '/login', '/register', '/terms', '/privacy']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path === '/') await expect(page.locator('#faq button[aria-expanded]').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
  });
}

test('in marketplace mode the landing page says the configured release, iyzico’s schedule, reserve and withholding', async ({
  page,
}) => {
  // The iyzico server: a real acquirer's defaults (7 days, 10 % reserve for 120 days) and 1 % withholding.
  await page.goto(`http://localhost:${ports.iyzico}/`);
  const payout = page.getByTestId('comparison-payout').locator('td').first();
  await expect(payout).toContainText('Released 7 days after the payment');
  await expect(payout).toContainText(
    'then iyzico pays it on its own schedule · 10% reserve held for 120 days · 1% withholding tax',
  );
  await page.getByRole('button', { name: 'When do I receive my money?' }).click();
  const answer = page.getByRole('region', { name: 'When do I receive my money?' });
  await expect(answer).toContainText(
    'We release each payment, less our fee, to iyzico 7 days after it succeeds;',
  );
  await expect(answer).toContainText('10% of it is kept as a reserve for 120 days after the payment');
  await expect(answer).toContainText('1% of each payment is kept as withholding tax');
});
