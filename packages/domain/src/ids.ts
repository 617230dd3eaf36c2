const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export type IdPrefix =
  | 'usr'
  | 'ses'
  | 'acc'
  | 'ver'
  | 'tfa'
  | 'mer'
  | 'aud'
  | 'eml'
  | 'kyc'
  | 'doc'
  | 'plink'
  | 'pay'
  | 'ltx'
  | 'po'
  | 'fxr'
  | 'pq'
  | 're'
  | 'dp'
  | 'dpf'
  | 'evt'
  | 'we'
  | 'wd'
  | 'wa'
  | 'key'
  | 'cnt'
  | 'idc'
  | 'cic'
  | 'dom'
  | 'mem'
  | 'inv'
  | 'logo';

/** Random base62 string; rejection sampling keeps every character equally likely. */
export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    const bytes = crypto.getRandomValues(new Uint8Array(length * 2));
    for (const byte of bytes) {
      if (byte < 248 && out.length < length) out += alphabet[byte % 62];
    }
  }
  return out;
}

export function createId(prefix: IdPrefix): string {
  return `${prefix}_${randomBase62(20)}`;
}
