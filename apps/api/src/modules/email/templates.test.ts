import { catalogs } from '@kopru/i18n/catalog';
import { describe, expect, it } from 'vitest';
import { renderEmail, type TemplateName } from './templates.ts';

describe('renderEmail', () => {
  it('renders the reset e-mail in the recipient language with the link in both bodies', () => {
    const url = 'http://localhost:3000/reset-password?token=abc';
    const tr = renderEmail('resetPassword', 'tr', { url });
    expect(tr.subject).toBe('Köprü şifrenizi sıfırlayın');
    expect(tr.text).toContain(url);
    expect(tr.html).toContain('href="http://localhost:3000/reset-password?token=abc"');
    expect(renderEmail('resetPassword', 'en', { url }).subject).toBe('Reset your Köprü password');
  });

  it('escapes variables in the HTML body', () => {
    const html = renderEmail('welcome', 'en', { company: '<script>x</script>', url: 'http://x' }).html;
    expect(html).not.toContain('<script>');
  });

  it('has a label for every template in the admin e-mail outbox, in both languages', () => {
    // A template without a label fails type-checking here.
    const en: Record<TemplateName, string> = catalogs.en.adminEmails.templates;
    const tr: Record<TemplateName, string> = catalogs.tr.adminEmails.templates;
    for (const labels of [en, tr])
      for (const label of Object.values(labels)) expect(label.trim()).not.toBe('');
  });
});

describe('the KYC approval e-mail', () => {
  const vars = { company: 'Anadolu Bakır', url: 'http://localhost/sme/dashboard/payment-links' };

  it.each(['en', 'tr'] as const)('offers payout requests when the platform pays out (%s)', (locale) => {
    const { text } = renderEmail('kycApproved', locale, { ...vars, paidByAcquirer: false });
    expect(text).toContain(catalogs[locale].email.kycApproved.next);
    expect(text).not.toContain('iyzico');
  });

  it.each(['en', 'tr'] as const)('says iyzico pays the merchant in marketplace mode (%s)', (locale) => {
    const { text } = renderEmail('kycApproved', locale, { ...vars, paidByAcquirer: true });
    expect(text).toContain(catalogs[locale].email.kycApproved.nextIyzico);
    expect(text).not.toContain(catalogs[locale].email.kycApproved.next);
    expect(text).not.toMatch(locale === 'en' ? /request payouts/i : /çekebilirsiniz/i);
  });

  it('says so in Turkish in the glossary’s words', () => {
    expect(renderEmail('kycApproved', 'tr', { ...vars, paidByAcquirer: true }).text).toContain(
      'iyzico her satıştan size düşen tutarı banka hesabınıza yatırır',
    );
    expect(renderEmail('kycApproved', 'en', { ...vars, paidByAcquirer: true }).text).toContain(
      'iyzico, our card processor, pays your share of each payment to your bank account',
    );
  });
});
