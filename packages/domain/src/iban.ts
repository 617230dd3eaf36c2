import { friendlyFormatIBAN, isValidIBAN } from 'ibantools';

/** The IBAN as stored and compared: no spaces or hyphens, upper case ("tr33 0006 …" -> "TR330006…"). */
export function normaliseIban(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** A Turkish IBAN (TR, 26 characters) whose check digits are right; spacing and case do not matter. */
export function isValidTurkishIban(value: string): boolean {
  const iban = normaliseIban(value);
  return iban.startsWith('TR') && iban.length === 26 && isValidIBAN(iban);
}

/** Groups of four for reading: "TR33 0006 1005 1978 6457 8413 26". */
export function formatIban(iban: string): string {
  return friendlyFormatIBAN(normaliseIban(iban)) ?? iban;
}

/** Only the country, check digits and the last four stay readable: "TR33 •••• •••• 1326". */
export function maskIban(iban: string): string {
  const value = normaliseIban(iban);
  if (value.length <= 8) return value;
  return `${value.slice(0, 4)} •••• •••• ${value.slice(-4)}`;
}

/** The last four characters of an account number, the rest hidden. */
export function maskAccountNumber(accountNumber: string): string {
  const value = accountNumber.replace(/\s/g, '');
  if (value.length <= 4) return value;
  return `•••• ${value.slice(-4)}`;
}
