import { describe, expect, it } from 'vitest';
import { type ExportedPayment, paymentsCsv } from './csv.ts';

const payment = (overrides: Partial<ExportedPayment> = {}): ExportedPayment =>
  ({
    id: 'pay_1',
    transactionId: 'TX-000042',
    createdAt: '2026-11-24T21:30:05.000Z',
    description: 'Halı; el dokuma, “İpek”',
    status: 'succeeded',
    currency: 'USD',
    amount: 123456,
    fee: 3610,
    net: 119846,
    cardBrand: 'visa',
    cardLast4: '4242',
    declineCode: null,
    withholdingTax: 1235,
    clientReference: null,
    metadata: {},
    ...overrides,
  }) as ExportedPayment;

/** A minimal CSV reader (quoted cells, doubled quotes) to read back what we wrote. */
function parse(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (quoted) {
      if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === separator) endCell();
    else if (ch === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i += 1;
    } else cell += ch;
  }
  return rows;
}

describe('paymentsCsv', () => {
  it('writes Turkish for Excel: byte-order mark, semicolons, decimal commas, dd.MM.yyyy in Türkiye time', () => {
    const text = paymentsCsv([payment()], 'tr', 'excel');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, row] = parse(text.slice(1), ';');
    expect(header).toEqual([
      'İşlem numarası',
      'Tarih (Türkiye saati)',
      'Açıklama',
      'Durum',
      'Para birimi',
      'Tutar',
      'Komisyon',
      'Net',
      'Kart markası',
      'Kartın son 4 hanesi',
      'Red kodu',
      'Stopaj',
      'Kendi referansınız',
      'Ek bilgiler',
    ]);
    expect(row).toEqual([
      'TX-000042',
      '25.11.2026 00:30:05',
      'Halı; el dokuma, “İpek”',
      'Tamamlandı',
      'USD',
      '1234,56',
      '36,10',
      '1198,46',
      'visa',
      '4242',
      '',
      '12,35',
      '',
      '',
    ]);
  });

  it('writes English for Excel with commas, dots and UTC', () => {
    const text = paymentsCsv([payment()], 'en', 'excel');
    expect(text.startsWith('\uFEFFTransaction ID,Date (UTC),Description,Status,')).toBe(true);
    const [, row] = parse(text.slice(1), ',');
    expect(row?.slice(0, 8)).toEqual([
      'TX-000042',
      '2026-11-24 21:30:05',
      'Halı; el dokuma, “İpek”',
      'Completed',
      'USD',
      '1234.56',
      '36.10',
      '1198.46',
    ]);
  });

  it('writes plain RFC 4180 for integrations, whatever the language', () => {
    const text = paymentsCsv(
      [
        payment({
          status: 'failed',
          declineCode: 'card_declined',
          clientReference: 'INV-7',
          metadata: { order_id: '6735', note: 'a; "b"' },
        }),
      ],
      'tr',
      'rfc4180',
    );
    const [header, row] = parse(text, ',');
    expect(header?.[0]).toBe('transaction_id');
    expect(header?.slice(-3)).toEqual(['withholding_tax', 'client_reference', 'metadata']);
    expect(row).toEqual([
      'TX-000042',
      '2026-11-24T21:30:05.000Z',
      'Halı; el dokuma, “İpek”',
      'failed',
      'USD',
      '1234.56',
      '36.10',
      '1198.46',
      'visa',
      '4242',
      'card_declined',
      '12.35',
      'INV-7',
      '{"order_id":"6735","note":"a; \\"b\\""}',
    ]);
    expect(JSON.parse(row?.at(-1) ?? '')).toEqual({ order_id: '6735', note: 'a; "b"' });
  });

  it('keeps neutralising formulas in every format', () => {
    for (const [locale, format, separator] of [
      ['tr', 'excel', ';'],
      ['en', 'excel', ','],
      ['en', 'rfc4180', ','],
    ] as const) {
      const text = paymentsCsv(
        [payment({ description: '=cmd|"/c calc"!A1', clientReference: '=1+1' })],
        locale,
        format,
      );
      const [, row] = parse(text.replace(/^\uFEFF/, ''), separator);
      expect(row?.[2]).toBe('\'=cmd|"/c calc"!A1');
      expect(row?.[12]).toBe("'=1+1");
    }
  });
});
