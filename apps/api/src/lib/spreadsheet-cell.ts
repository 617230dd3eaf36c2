/** A plain number, negative ones included: a spreadsheet reads it as a number, never a formula. */
const plainNumber = /^-?\d+(?:[.,]\d+)?$/;

/**
 * One CSV cell: quoted when it holds the separator, a quote or a line break, and defused when it
 * could start a formula (=, +, -, @, tab, carriage return at the start) by a leading apostrophe.
 * Plain numbers such as "-12.50" or "-12,50" are left as they are so they stay numbers.
 */
export function spreadsheetCell(value: string, separator: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !plainNumber.test(value) ? `'${value}` : value;
  return safe.includes(separator) || /["\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV line of `values`, each a `spreadsheetCell`, ending CRLF as RFC 4180 writes it. */
export function spreadsheetLine(values: string[], separator: string): string {
  return `${values.map((value) => spreadsheetCell(value, separator)).join(separator)}\r\n`;
}
