import { randomReadableCode } from './link-code.ts';

/**
 * Domains a merchant proves it controls by a DNS TXT record, so a payment link's redirect to
 * them skips the notice that names the destination (docs/payment-links.md "Verified domains").
 */
export const MAX_MERCHANT_DOMAINS = 10;
export const DOMAIN_MAX = 253;

/** Where the TXT record goes: a name of its own, so it never mixes with the domain's SPF and such. */
export function verificationRecordName(domain: string): string {
  return `_kopru-verification.${domain}`;
}

/** The TXT record's value: our prefix and the domain's random token. */
export function verificationRecordValue(token: string): string {
  return `kopru-verification=${token}`;
}

/** A new token: 24 symbols without look-alikes (about 119 bits), easy to copy and to read aloud. */
export function newVerificationToken(): string {
  return randomReadableCode(24);
}

const ipv4 = /^\d{1,3}(\.\d{1,3}){3}$/;
const label = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * A domain as stored and compared: lowercase ASCII (an internationalised name in its xn-- form, as
 * browsers and DNS see it), no trailing dot, at least two labels, not an address. Null when the
 * input is not a domain name (a URL is accepted and its host taken).
 */
export function normalizeDomain(input: string): string | null {
  const text = input.trim().replace(/\.$/, '');
  if (
    !text ||
    text.length > DOMAIN_MAX ||
    /[\s/@:?#]/.test(text.replace(/^https?:\/\//i, '').replace(/\/.*$/, ''))
  )
    return null;
  let host: string;
  try {
    const url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
    if (url.port || url.username || url.password) return null;
    host = url.hostname.replace(/\.$/, '');
  } catch {
    return null;
  }
  if (host.startsWith('[') || ipv4.test(host)) return null;
  const labels = host.split('.');
  if (labels.length < 2 || !labels.every((part) => label.test(part))) return null;
  if (/^\d+$/.test(labels.at(-1) ?? '')) return null;
  return host;
}

/** Whether `host` is `domain` or one of its subdomains (shop.example.com under example.com). */
export function hostIsUnder(host: string, domain: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return name === domain || name.endsWith(`.${domain}`);
}

/** Whether a redirect address is on one of the verified domains. */
export function isVerifiedRedirect(url: string, verifiedDomains: readonly string[]): boolean {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return false;
  }
  return verifiedDomains.some((domain) => hostIsUnder(host, domain));
}

/** Whether one of the TXT answers (each a list of strings, joined as DNS splits long ones) holds the value. */
export function txtRecordsHold(records: readonly (readonly string[])[], value: string): boolean {
  return records.some((chunks) => chunks.join('').trim() === value);
}
