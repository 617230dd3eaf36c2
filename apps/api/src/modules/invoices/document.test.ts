import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text.ts';
import { type InvoiceInput, invoicePdf } from './document.ts';

const kilim = {
  description: 'Hand-woven kilim',
  gtipCode: '570500000000',
  originCountry: 'TR',
  quantity: 2,
  unitAmount: 123_456,
  amount: 246_912,
};
const tcmbLira = { amount: 9_039_951, rate: '36.612345', rateDate: '2026-03-10', source: 'tcmb' } as const;

const commercial: InvoiceInput = {
  kind: 'commercial',
  number: 'TX-7K3P9Q',
  date: new Date('2026-03-09T21:30:00Z'),
  seller: {
    name: 'Anadolu Kilim Ltd. Şti.',
    taxId: '1234567890',
    taxOffice: 'Kadıköy',
    address: 'Atatürk Cad. No: 12, Kadıköy, İstanbul',
  },
  buyer: {
    name: 'Müller GmbH\nJane Doe',
    taxId: 'DE123456789',
    address: 'Hauptstraße 5\n10115 Berlin\nDE',
    email: 'jane.doe@example.com',
  },
  lines: [kilim],
  currency: 'USD',
  total: 246_912,
  terms: { kind: 'paid', paidAt: new Date('2026-03-09T21:30:00Z') },
  paymentReference: 'TX-7K3P9Q',
  clientReference: 'INV-7',
  refunded: 10_000,
  etgbNumber: '26341300EX000123',
  lira: tcmbLira,
};

/** The pages' text with every run of white space as one space: cells wrap where they are narrow. */
const textOf = async (input: InvoiceInput, locale: 'en' | 'tr') =>
  (await pdfText(await invoicePdf(input, { locale }))).pages.join(' ').replace(/\s+/g, ' ');

describe('invoicePdf', () => {
  it('labels everything in English and Turkish and says it is not an e-Arşiv invoice', async () => {
    const page = await textOf(commercial, 'tr');
    for (const label of [
      'Commercial invoice / Ticari fatura TX-7K3P9Q',
      'Seller / Satıcı',
      'Buyer / Alıcı',
      'Tax number / Vergi numarası',
      'Tax office / Vergi dairesi',
      'GTİP',
      'Origin Menşe',
      'Unit price Birim fiyat',
      'Payment terms / Ödeme koşulları',
      'ETGB number / ETGB numarası',
      'This document is not an e-Arşiv invoice.',
      'Bu belge e-Arşiv fatura değildir.',
    ])
      expect(page).toContain(label);
    expect(page).toContain('Anadolu Kilim Ltd. Şti.');
    expect(page).toContain('Müller GmbH');
    expect(page).toContain('570500000000');
    expect(page).toContain('26341300EX000123');
    expect(page).toContain('INV-7');
  });

  it('writes amounts as the reader’s locale does, dates as dd.MM.yyyy in Istanbul time', async () => {
    const tr = await textOf(commercial, 'tr');
    // 21:30 UTC on 9 March is 10 March in Istanbul.
    expect(tr).toContain('10.03.2026');
    expect(tr).toContain('$1.234,56');
    expect(tr).toContain('$2.469,12');
    expect(tr).toContain('$100,00');
    const en = await textOf(commercial, 'en');
    expect(en).toContain('10.03.2026');
    expect(en).toContain('$2,469.12');
  });

  it('gives the lira equivalent with the rate, its source and its date', async () => {
    const page = await textOf(commercial, 'en');
    expect(page).toContain('Turkish lira equivalent / Türk lirası karşılığı');
    expect(page).toContain('TRY 90,399.51');
    expect(page).toContain('at TCMB’s indicative selling rate (ForexSelling) of 10.03.2026: 36.612345');
    expect(page).toContain('TCMB’nin 10.03.2026 tarihli döviz satış kuru (ForexSelling) ile: 36.612345');
    const manual = await textOf({ ...commercial, lira: { ...tcmbLira, source: 'manual' } }, 'en');
    expect(manual).toContain('at the rate entered on 10.03.2026');
    const none = await textOf({ ...commercial, lira: null }, 'en');
    expect(none).not.toContain('Turkish lira equivalent');
  });

  it('makes a proforma without a buyer, with the link to pay and the goods without a GTİP', async () => {
    const page = await textOf(
      {
        ...commercial,
        kind: 'proforma',
        number: 'AB12CD',
        buyer: null,
        lines: [{ ...kilim, gtipCode: null, quantity: 1, amount: 123_456 }],
        total: 123_456,
        terms: { kind: 'link', url: 'https://pay.example/pay/AB12CD' },
        paymentReference: null,
        refunded: 0,
        etgbNumber: null,
        lira: null,
        validUntil: new Date('2026-12-31T20:59:00Z'),
      },
      'en',
    );
    expect(page).toContain('Proforma invoice / Proforma fatura AB12CD');
    expect(page).toContain('The buyer is named when they pay.');
    expect(page).toContain('Alıcı, ödeme yaptığında belirlenir.');
    expect(page).toContain('Payment in advance by card at https://pay.example/pay/AB12CD');
    expect(page).toContain('Valid until / Geçerlilik tarihi');
    expect(page).toContain('31.12.2026');
    expect(page).not.toContain('Payment reference');
    expect(page).not.toContain('Refunded');
  });

  it('draws the merchant’s logo above the title when given one', async () => {
    const logo = readFileSync(path.join(import.meta.dirname, '../../../test/fixtures/id-card.png'));
    const without = await invoicePdf(commercial, { locale: 'en' });
    const withLogo = await invoicePdf({ ...commercial, logo }, { locale: 'en' });
    expect(without.includes('/Subtype /Image')).toBe(false);
    expect(withLogo.includes('/Subtype /Image')).toBe(true);
    expect((await pdfText(withLogo)).pages[0]).toContain('Commercial invoice / Ticari fatura');
  });
});
