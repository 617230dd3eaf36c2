import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text.ts';
import { createPdf } from './writer.ts';

const createdAt = new Date('2026-11-26T12:00:00Z');

describe('createPdf', () => {
  it('writes a PDF whose Turkish letters a reader extracts as text', async () => {
    const file = await createPdf({ title: 'Ödeme özeti', lang: 'tr-TR', createdAt })
      .title('Ödeme özeti PO-000042')
      .paragraph('Çağrı Işık, İğdır: ğüşiöç ĞÜŞİÖÇ ı')
      .fields([['Vergi kimlik numarası', '1234567890']])
      .table(
        [
          { header: 'Tarih', width: 0.5 },
          { header: 'Tutar', width: 0.5, align: 'right' },
        ],
        [['26.11.2026', '1.234,56 $']],
        { footer: [['Toplam', '1.234,56 $']] },
      )
      .finish();
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(file);
    expect(text.title).toBe('Ödeme özeti');
    const page = text.pages.join('\n');
    expect(page).toContain('Ödeme özeti PO-000042');
    expect(page).toContain('Çağrı Işık, İğdır: ğüşiöç ĞÜŞİÖÇ ı');
    expect(page).toContain('Vergi kimlik numarası');
    expect(page).toContain('1.234,56 $');
    expect(page).toContain('Toplam');
  });

  it('breaks a long table across pages and repeats its header', async () => {
    const rows = Array.from({ length: 150 }, (_, i) => [`line ${i + 1}`, String(i)]);
    const file = await createPdf({ title: 'Long', lang: 'en', createdAt })
      .table(
        [
          { header: 'What', width: 0.7 },
          { header: 'Amount', width: 0.3, align: 'right' },
        ],
        rows,
      )
      .finish();
    const { pages } = await pdfText(file);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page).toContain('What');
    expect(pages.join('\n')).toContain('line 150');
  });

  it('gives the same bytes for the same input', async () => {
    const make = () => createPdf({ title: 'Same', lang: 'en', createdAt }).paragraph('x').finish();
    const [a, b] = await Promise.all([make(), make()]);
    expect(a.equals(b)).toBe(true);
  });
});
