import type { Locale } from '@kopru/domain/locale';
import { describe, expect, it } from 'vitest';
import { renderEmail } from '../email/templates.ts';
import { paymentFigures } from './payment-figures.ts';

// $1,000.00: fee 2.9 % + 30 = $29.30, net $970.70; withholding 1 % of the amount = $10.00; the
// reserve 10 % of what the merchant is owed after it ($960.70) = $96.07; the share $864.63.
const withAll = {
  amount: 100_000,
  currency: 'USD' as const,
  fee: 2_930,
  net: 97_070,
  withholdingBasisPoints: 100,
  withholdingTax: 1_000,
  reserve: 9_607,
  // 10:00 on 3 Dec 2026 and 02:00 on 27 Mar 2027 in Istanbul (the second is 26 Mar in UTC).
  availableAt: new Date('2026-12-03T07:00:00Z'),
  reserveReleaseAt: new Date('2027-03-26T23:00:00Z'),
};
const withNothingHeld = {
  ...withAll,
  withholdingBasisPoints: 0,
  withholdingTax: 0,
  reserve: 0,
  availableAt: new Date('2026-11-26T07:00:00Z'),
  reserveReleaseAt: new Date('2026-11-26T07:00:00Z'),
};
const about = {
  product: 'El dokuması kilim',
  transaction: 'TX-000042',
  lira: null,
  url: 'http://localhost/t',
};
const converted = { currency: 'TRY', rate: '42.441500', amount: '3669626.4' };

const textOf = (locale: Locale, payment: typeof withAll, marketplace: Parameters<typeof paymentFigures>[2]) =>
  renderEmail('paymentReceived', locale, { ...paymentFigures(payment, locale, marketplace), ...about }).text;

describe('the "you got paid" e-mail’s figures', () => {
  it('show the gross, fee, withholding, net, release and reserve (platform mode, English)', () => {
    const text = textOf('en', withAll, null);
    expect(text).toContain('A customer paid $1,000.00 for El dokuması kilim (TX-000042).');
    expect(text).toContain(
      'Our fee: $29.30. Withholding tax (1%), which we pay to the tax office: $10.00. You receive $960.70.',
    );
    expect(text).toContain('$864.63 of it becomes available on Dec 3, 2026.');
    expect(text).toContain('$96.07 of it is held as a reserve until Mar 27, 2027, then released too.');
    expect(text).not.toContain('iyzico');
  });

  it('say the same in Turkish', () => {
    const text = textOf('tr', withAll, null);
    expect(text).toContain(
      'Komisyonumuz: $29,30. Vergi dairesine ödediğimiz stopaj (%1): $10,00. Size kalan: $960,70.',
    );
    expect(text).toContain('Bunun $864,63 tutarı 3 Ara 2026 tarihinde kullanılabilir olur.');
    expect(text).toContain('Bunun $96,07 tutarı 27 Mar 2027 tarihine kadar teminat olarak tutulur');
  });

  it('leave out a withholding and a reserve the payment does not have', () => {
    const text = textOf('en', withNothingHeld, null);
    expect(text).toContain('Our fee: $29.30. You receive $970.70.');
    expect(text).toContain('$970.70 of it becomes available on Nov 26, 2026.');
    expect(text).not.toMatch(/withholding|reserve/i);
  });

  it.each([
    [
      'en',
      'We release $864.63 of it to iyzico on Dec 3, 2026.',
      'iyzico pays it from Dec 10, 2026.',
      'iyzico pays TRY 36,696.264 for it (1 USD = 42.4415 TRY).',
    ],
    [
      'tr',
      'Bunun $864,63 tutarını 3 Ara 2026 tarihinde iyzico’ya onaylarız.',
      'iyzico bunu 10 Ara 2026 tarihinden itibaren yatırır.',
      'iyzico’nun bunun için yatıracağı: ₺36.696,264 (1 USD = 42,4415 TRY).',
    ],
  ] as const)(
    'marketplace mode (%s): the day iyzico pays from and what it pays when it converts',
    (locale, release, paysFrom, pays) => {
      const text = textOf(locale, withAll, { share: { paysFrom: '2026-12-10', converted } });
      expect(text).toContain(release);
      expect(text).toContain(paysFrom);
      expect(text.replace(/\u00a0/g, ' ')).toContain(pays);
    },
  );

  it('marketplace mode before iyzico’s answer is recorded, or without a conversion: only what is known', () => {
    const before = textOf('en', withAll, { share: null });
    expect(before).toContain('We release $864.63 of it to iyzico on Dec 3, 2026.');
    expect(before).not.toContain('iyzico pays');
    const unconverted = textOf('en', withAll, { share: { paysFrom: '2026-12-10', converted: null } });
    expect(unconverted).toContain('iyzico pays it from Dec 10, 2026.');
    expect(unconverted).not.toContain('iyzico pays TRY');
  });
});

describe('the daily summary', () => {
  const summary = (withholding: string | null) =>
    renderEmail('paymentsDailySummary', 'en', {
      day: 'Nov 26, 2026',
      count: '2',
      lines: [{ count: '2', amount: '$400.00', net: '$383.80', withholding, lira: null }],
      url: 'http://localhost/sme/dashboard/transactions',
    }).text;

  it('names the withholding when the day’s payments had one, and only then', () => {
    expect(summary('$4.00')).toContain(
      '$400.00 in 2 payments; $383.80 after fees and $4.00 withholding tax.',
    );
    expect(summary(null)).toContain('$400.00 in 2 payments; $383.80 after fees.');
  });
});
