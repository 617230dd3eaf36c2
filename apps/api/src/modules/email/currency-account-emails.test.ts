import { catalogs } from '@kopru/i18n/catalog';
import { describe, expect, it } from 'vitest';
import { renderEmail } from './templates.ts';

const url = 'http://localhost/sme/dashboard/payouts';
const account = { company: 'Anadolu Bakır', currency: 'USD', url };
const set = { ...account, ibanMasked: 'TR06 •••• •••• 1327' };
const removed = { ...account, ibanMasked: null };
const rejected = { ...account, reason: 'The IBAN is not in the company’s name.' };
/** Withdrawal wording, untrue when iyzico pays the merchant. */
const payoutWords = { en: /payouts in|paid out/i, tr: /para çekme|çekme talep|gönderilecek/i } as const;

function bodies(paidByAcquirer: boolean, locale: 'en' | 'tr') {
  return [
    renderEmail('currencyIbanChangeRequested', locale, { ...set, paidByAcquirer }),
    renderEmail('currencyIbanChangeRequested', locale, { ...removed, paidByAcquirer }),
    renderEmail('currencyIbanChangeApproved', locale, { ...set, paidByAcquirer }),
    renderEmail('currencyIbanChangeApproved', locale, { ...removed, paidByAcquirer }),
    renderEmail('currencyIbanChangeRejected', locale, { ...rejected, paidByAcquirer }),
  ];
}

describe('the currency account e-mails', () => {
  it.each(['en', 'tr'] as const)('speak of payouts when the platform pays out (%s)', (locale) => {
    const words = catalogs[locale].email;
    const [requested, , approved, , refused] = bodies(false, locale);
    expect(requested?.text).toContain(
      words.currencyIbanChangeRequested.meanwhile.replace('{{currency}}', 'USD'),
    );
    expect(approved?.text).toContain(words.currencyIbanChangeApproved.action);
    expect(refused?.text).toContain(
      words.currencyIbanChangeRejected.reason.replace('{{reason}}', rejected.reason),
    );
    for (const mail of bodies(false, locale)) expect(mail.text).not.toContain('iyzico');
  });

  it.each(['en', 'tr'] as const)('say iyzico pays the merchant in marketplace mode (%s)', (locale) => {
    const words = catalogs[locale].email;
    const [requested, , approved, , refused] = bodies(true, locale);
    expect(requested?.text).toContain(words.currencyIbanChangeRequested.meanwhileIyzico);
    expect(approved?.text).toContain(words.currencyIbanChangeApproved.actionIyzico);
    expect(refused?.text).toContain(
      words.currencyIbanChangeRejected.reason.replace('{{reason}}', rejected.reason),
    );
    for (const mail of bodies(true, locale)) {
      expect(mail.text).toContain('iyzico');
      expect(mail.subject + mail.text).not.toMatch(payoutWords[locale]);
    }
  });

  it('says so in the glossary’s words, with the account and what a removal does', () => {
    const [requested, removal, approved, , refused] = bodies(true, 'tr');
    expect(requested?.text).toContain(
      'iyzico size USD olarak TR06 •••• •••• 1327 IBAN’lı hesaba yatırabilecek',
    );
    expect(requested?.text).toContain(
      'Ekibimiz onaylayana kadar iyzico hesabınıza önceki gibi yatırmaya devam eder.',
    );
    expect(removal?.text).toContain('bundan sonra Türk lirası olarak lira hesabınıza yatıracak');
    expect(approved?.text).toContain('Hesabınıza yatanlar sayfasını aç');
    expect(refused?.text).toContain('iyzico hesabınıza önceki gibi yatırmaya devam eder');
    const [en, enRemoval] = bodies(true, 'en');
    expect(en?.text).toContain('iyzico can pay you in USD to the IBAN TR06 •••• •••• 1327');
    expect(enRemoval?.text).toContain(
      'if iyzico pays you in USD, it pays you in Turkish lira to your lira account instead',
    );
  });
});
