/**
 * Codes people read out and type: no look-alikes (no 0/O, 1/I/L). Payment link codes use it, and
 * so do the references of payments and payouts (references.ts).
 */
export const readableAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** `length` symbols of readableAlphabet, each equally likely, from the platform's CSPRNG. */
export function randomReadableCode(length: number): string {
  let code = '';
  while (code.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      // 31 symbols: drop the top of the byte range so every symbol is equally likely.
      if (byte < 248 && code.length < length) code += readableAlphabet[byte % readableAlphabet.length];
    }
  }
  return code;
}

export function isReadableCode(value: string, length: number): boolean {
  return value.length === length && [...value].every((c) => readableAlphabet.includes(c));
}

/** Payment link codes: 6 characters, easy to read out. */
export const LINK_CODE_LENGTH = 6;

export function generateLinkCode(): string {
  return randomReadableCode(LINK_CODE_LENGTH);
}

export function isLinkCode(value: string): boolean {
  return isReadableCode(value, LINK_CODE_LENGTH);
}
