import { minorToDecimalString } from '@kopru/domain/money';
import type { Payment } from '@kopru/domain/schemas/payments';

const header = [
  'transaction_id',
  'created_at',
  'description',
  'status',
  'currency',
  'amount',
  'fee',
  'net',
  'card_brand',
  'card_last4',
  'decline_code',
];

/** Quotes a cell and defuses spreadsheet formulas (=, +, -, @ at the start). */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function paymentsCsv(payments: Payment[]): string {
  const rows = payments.map((p) =>
    [
      p.transactionId,
      p.createdAt,
      p.description,
      p.status,
      p.currency,
      minorToDecimalString(p.amount, p.currency),
      minorToDecimalString(p.fee, p.currency),
      minorToDecimalString(p.net, p.currency),
      p.cardBrand,
      p.cardLast4,
      p.declineCode ?? '',
    ]
      .map(cell)
      .join(','),
  );
  return `${[header.join(','), ...rows].join('\r\n')}\r\n`;
}
