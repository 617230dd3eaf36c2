/** Payment link codes: 6 characters without look-alikes (no 0/O, 1/I/L), easy to read out. */
export const linkCodeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const LINK_CODE_LENGTH = 6;

export function generateLinkCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(LINK_CODE_LENGTH * 2));
  let code = '';
  for (const byte of bytes) {
    // 31 symbols: drop the top of the byte range so every symbol is equally likely.
    if (byte < 248 && code.length < LINK_CODE_LENGTH)
      code += linkCodeAlphabet[byte % linkCodeAlphabet.length];
  }
  return code.length === LINK_CODE_LENGTH ? code : generateLinkCode();
}

export function isLinkCode(value: string): boolean {
  return value.length === LINK_CODE_LENGTH && [...value].every((c) => linkCodeAlphabet.includes(c));
}
