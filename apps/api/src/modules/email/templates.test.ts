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

describe('"you got paid" e-mails', () => {
  const lira = { amount: '₺42.441,50', rate: '42,4415', date: '25 Kas 2026' };
  const payment = {
    amount: '$1.000,00',
    fee: '$29,30',
    net: '$970,70',
    product: 'El dokuması kilim',
    transaction: 'TX-000042',
    url: 'http://localhost/sme/dashboard/transactions/pay_1',
  };

  it('tell the merchant the amount, the fee, the net and the lira at the TCMB rate, in Turkish', () => {
    const { subject, text } = renderEmail('paymentReceived', 'tr', { ...payment, lira });
    expect(subject).toBe('Ödeme aldınız: $1.000,00');
    expect(text).toContain('El dokuması kilim için $1.000,00 ödedi (TX-000042)');
    expect(text).toContain('$29,30 komisyon düşüldükten sonra $970,70 bakiyenize eklenir.');
    expect(text).toContain(
      'TCMB’nin 25 Kas 2026 tarihli kuruyla (1 birim 42,4415 lira) bu yaklaşık ₺42.441,50 eder.',
    );
  });

  it('leave the lira out when no TCMB rate is stored', () => {
    const { text } = renderEmail('paymentReceived', 'en', { ...payment, lira: null });
    expect(text).toContain('A customer paid $1.000,00 for El dokuması kilim (TX-000042).');
    expect(text).not.toContain('TCMB');
  });

  it('summarise a day per currency', () => {
    const { subject, text } = renderEmail('paymentsDailySummary', 'en', {
      day: 'Nov 26, 2026',
      count: '3',
      lines: [
        { count: '2', amount: '$400.00', net: '$387.80', lira: null },
        { count: '1', amount: '€50.00', net: '€48.25', lira: null },
      ],
      url: 'http://localhost/sme/dashboard/transactions',
    });
    expect(subject).toBe('Your payments on Nov 26, 2026: 3');
    expect(text).toContain('$400.00 in 2 payments; $387.80 after fees.');
    expect(text).toContain('€50.00 in 1 payments; €48.25 after fees.');
  });
});
