import { totpAt } from '@kopru/domain/totp';
import { ports } from '../playwright.config.ts';
import { useLanguage } from '../support/a11y.ts';
import { expect, latestEmail, password, test, uniqueEmail } from '../support/fixtures.ts';
import { createLinkViaApi, payLinkViaApi, verifiedMerchantViaApi } from '../support/merchants.ts';

const base = `http://localhost:${ports.main}`;

const words = {
  en: {
    invite: 'Invite someone',
    email: 'E-mail address',
    role: 'Role',
    finance: 'Finance',
    send: 'Send invitation',
    sent: /Invitation sent to/,
    name: 'Your name',
    password: 'Password',
    join: 'Create account and join',
    setUp: 'Set up two-factor sign-in',
    yourPassword: 'Your password',
    continue: 'Continue',
    code: 'Code from the authenticator app',
    turnOn: 'Turn on',
    saved: 'I have saved them',
    refund: 'Refund',
    amount: 'Amount to refund (USD)',
    typed: '10.00',
    reason: 'Reason',
    reasonOption: 'Requested by the customer',
    submit: 'Refund $10.00',
    done: 'Refund of $10.00 succeeded. We e-mailed the customer.',
    developers: 'Developers',
    transactions: 'Transactions',
    noAccess: 'No access',
  },
} as const;

for (const language of ['en'] as const) {
  test(`an owner invites a finance member who signs up, turns on two-factor, refunds and cannot open API keys (${language})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const w = words[language];
    await verifiedMerchantViaApi(page.request, base);
    const link = await createLinkViaApi(page.request, {
      productName: 'Kilim',
      amount: 5_000,
      currency: 'USD',
    });
    await payLinkViaApi(page.request, link.code);

    await useLanguage(page, language);
    await page.goto('/sme/dashboard/team');
    await page.getByRole('button', { name: w.invite }).click();
    const dialog = page.getByRole('dialog');
    const accountant = uniqueEmail(`finance-${language}`);
    await dialog.getByLabel(w.email).fill(accountant);
    await dialog.getByLabel(w.role, { exact: true }).selectOption({ label: w.finance });
    await dialog.getByRole('button', { name: w.send }).click();
    await expect(page.getByText(w.sent)).toBeVisible();

    const mail = await latestEmail(accountant, 'teamInvitation');
    const invitation = /http\S+\/invitation\?token=\S+/.exec(mail.text)?.[0] ?? '';
    expect(invitation).not.toBe('');

    const context = await browser.newContext({ baseURL: base });
    const member = await context.newPage();
    await useLanguage(member, language);
    await member.goto(new URL(invitation).pathname + new URL(invitation).search);
    await member.getByLabel(w.name).fill('Ayşe Demir');
    await member.getByLabel(w.password, { exact: true }).fill(password);
    await member.getByRole('button', { name: w.join }).click();
    await expect(member).toHaveURL(/\/sme\/dashboard$/);

    await member.goto('/sme/dashboard/profile');
    await member.getByRole('button', { name: w.setUp }).click();
    await member.getByLabel(w.yourPassword, { exact: true }).fill(password);
    await member.getByRole('button', { name: w.continue }).click();
    const secret = (await member.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
    await member.getByLabel(w.code).fill(totpAt(secret, Date.now()));
    await member.getByRole('button', { name: w.turnOn }).click();
    await member.getByRole('button', { name: w.saved }).click();

    await member.goto('/sme/dashboard/transactions');
    await member
      .getByRole('link', { name: /^TX-[A-HJKMNP-Z2-9]{10}$/ })
      .first()
      .click();
    await member.getByRole('button', { name: w.refund, exact: true }).click();
    const refund = member.getByRole('dialog');
    await refund.getByLabel(w.amount).fill(w.typed);
    await refund.getByLabel(w.reason).selectOption({ label: w.reasonOption });
    await refund.getByRole('button', { name: w.submit }).click();
    await expect(member.getByText(w.done)).toBeVisible();

    const nav = member.getByRole('navigation').first();
    await expect(nav.getByRole('link', { name: w.transactions })).toBeVisible();
    await expect(nav.getByRole('link', { name: w.developers })).toHaveCount(0);
    await member.goto('/sme/dashboard/developers/api-keys');
    await expect(member.getByText(w.noAccess)).toBeVisible();
    expect((await member.request.get('/api/merchant/api-keys')).status()).toBe(403);
    await context.close();
  });
}
