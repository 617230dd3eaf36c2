import { createHmac } from 'node:crypto';
import ipaddr from 'ipaddr.js';
import { deriveKey } from './secrets.ts';

/** One key per client: an IPv4 address, or the /64 an IPv6 client holds (it owns all of it). */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.process(ip);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const prefix = (parsed as ipaddr.IPv6).toNormalizedString().split(':').slice(0, 4).join(':');
  return `${prefix}::/64`;
}

/**
 * Counter keys for values that must never be stored (an e-mail address, a card number): a keyed
 * hash under a key derived from APP_SECRET, so the counters hold no personal or card data.
 */
export function hashedKey(appSecret: string): (value: string) => string {
  const pepper = deriveKey(appSecret, 'rate-limits');
  return (value) => createHmac('sha256', pepper).update(value).digest('base64url').slice(0, 32);
}
