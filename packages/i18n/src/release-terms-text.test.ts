import { describe, expect, it } from 'vitest';
import { catalogs } from './catalog.ts';
import { type PaymentTerms, paymentTermsRow, paymentTermsSentences } from './release-terms-text.ts';
import { createTranslator } from './translate.ts';

const live: PaymentTerms = {
  releaseTerms: { releaseDelayDays: 7, reserveBasisPoints: 1000, reserveDays: 120 },
  payoutsByAcquirer: true,
  withholdingBasisPoints: 100,
};
const nothingHeld: PaymentTerms = {
  releaseTerms: { releaseDelayDays: 1, reserveBasisPoints: 0, reserveDays: 120 },
  payoutsByAcquirer: false,
  withholdingBasisPoints: 0,
};
const en = createTranslator(catalogs, 'en');
const tr = createTranslator(catalogs, 'tr');

describe('the terms of when and how much a merchant is paid', () => {
  it('as the comparison row, in English and Turkish', () => {
    expect(paymentTermsRow(en, 'en', live)).toEqual({
      value: 'Released 7 days after the payment',
      note: 'then iyzico pays it on its own schedule · 10% reserve held for 120 days · 1% withholding tax',
    });
    expect(paymentTermsRow(tr, 'tr', live)).toEqual({
      value: 'Ödemeden 7 gün sonra serbest bırakılır',
      note: 'sonra iyzico kendi takvimiyle yatırır · 120 gün boyunca %10 teminat · %1 stopaj',
    });
  });

  it('say nothing of a reserve or a withholding of 0, and one day in the singular', () => {
    expect(paymentTermsRow(en, 'en', nothingHeld)).toEqual({
      value: 'Released 1 day after the payment',
      note: 'then you withdraw it: 1–2 business days after approval',
    });
    expect(paymentTermsSentences(en, 'en', nothingHeld)).toBe(
      'Each payment, less our fee, becomes available 1 day after it succeeds; you then withdraw it to your bank account, where it arrives 1–2 business days after we approve the payout.',
    );
  });

  it('as sentences with fractions of a percent in each language’s format', () => {
    const terms = { ...live, releaseTerms: { ...live.releaseTerms, reserveBasisPoints: 750 } };
    expect(paymentTermsSentences(en, 'en', terms)).toContain('7.5% of it is kept as a reserve for 120 days');
    expect(paymentTermsSentences(tr, 'tr', terms)).toContain('%7,5 kısmı ödemeden sonra 120 gün boyunca');
    expect(
      paymentTermsSentences(tr, 'tr', {
        ...terms,
        releaseTerms: { ...terms.releaseTerms, releaseDelayDays: 0 },
      }),
    ).toMatch(/^Her ödemeyi, komisyonumuz düşüldükten sonra, başarılı olur olmaz iyzico’ya onaylarız/);
  });
});
