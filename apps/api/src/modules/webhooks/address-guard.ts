import type { LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { HostLookupError, type HostResolver } from '../../ports.ts';

/**
 * The SSRF guard. Webhook URLs are typed by merchants, and our server makes the request: it must
 * never reach the platform's own network. Only globally routable unicast addresses pass; private,
 * loopback, link-local (169.254.169.254, the cloud metadata service, included), unique-local,
 * carrier-grade NAT, multicast, reserved and documentation ranges are refused, in IPv4, IPv6 and
 * IPv4-mapped IPv6 form. `allowPrivate` (WEBHOOKS_ALLOW_PRIVATE) turns it off for local development.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
    // IPv4-compatible (::a.b.c.d, ::7f00:1), deprecated and routed by some stacks to the IPv4
    // inside: ipaddr.js calls ::/96 unicast, so it is refused here. 6to4, Teredo, NAT64 and
    // SIIT forms, which embed an IPv4 address too, are ranges other than unicast.
    else if (v6.parts.slice(0, 6).every((part) => part === 0)) return false;
  }
  return parsed.range() === 'unicast';
}

/** `localhost` and names under it are loopback whatever DNS says (RFC 6761 §6.3). */
function isLocalhostName(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

/** A URL's host without IPv6 brackets: `[::1]` -> `::1`. */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

export type TargetCheck = { ok: true } | { ok: false; reason: 'scheme' | 'address' | 'unresolved' };

export interface GuardOptions {
  allowPrivate: boolean;
  resolver: HostResolver;
}

/**
 * At creation and edit: https only (http too when private targets are allowed), and the host must
 * be, or resolve to, public addresses only. The name is asked of our resolver, which gives up
 * after its timeout; a name that does not resolve, or whose DNS does not answer, is refused
 * (`unresolved`): an endpoint is only made for an address we could check. The check runs again at
 * every send, since what a name resolves to changes.
 */
export async function checkWebhookTarget(rawUrl: string, options: GuardOptions): Promise<TargetCheck> {
  const url = new URL(rawUrl);
  if (url.protocol !== 'https:' && !(options.allowPrivate && url.protocol === 'http:'))
    return { ok: false, reason: 'scheme' };
  if (options.allowPrivate) return { ok: true };
  const host = hostOf(url);
  if (isIP(host)) return isPublicAddress(host) ? { ok: true } : { ok: false, reason: 'address' };
  if (isLocalhostName(host)) return { ok: false, reason: 'address' };
  let addresses: string[];
  try {
    addresses = await options.resolver.resolveHost(host);
  } catch (error) {
    if (error instanceof HostLookupError) return { ok: false, reason: 'unresolved' };
    throw error;
  }
  if (addresses.length === 0) return { ok: false, reason: 'unresolved' };
  return addresses.every(isPublicAddress) ? { ok: true } : { ok: false, reason: 'address' };
}

export class AddressNotAllowedError extends Error {
  override name = 'AddressNotAllowedError';
}

/**
 * A `lookup` for http.request that asks our resolver (not libuv's thread pool) and refuses
 * non-public answers, so the address connected to is the one checked (a DNS answer that changes
 * between check and connect cannot slip through).
 */
export function publicOnlyLookup(resolver: HostResolver): LookupFunction {
  return (hostname, options, callback) => {
    if (isLocalhostName(hostname)) return callback(new AddressNotAllowedError(hostname), '', 4);
    resolver.resolveHost(hostname).then(
      (addresses) => {
        const list: LookupAddress[] = addresses
          .map((address) => ({ address, family: isIP(address) }))
          .filter((entry) => !options.family || entry.family === options.family);
        if (list.length === 0)
          return callback(
            Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }),
            '',
            4,
          );
        if (!list.every((entry) => isPublicAddress(entry.address)))
          return callback(new AddressNotAllowedError(hostname), '', 4);
        if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
        const [first] = list;
        return callback(null, first?.address ?? '', first?.family ?? 4);
      },
      (error: Error) => callback(error, '', 4),
    );
  };
}

/** For a literal IP host, which http.request connects to without any lookup. */
export function isAllowedLiteralHost(rawUrl: string): boolean {
  const host = hostOf(new URL(rawUrl));
  return !isIP(host) || isPublicAddress(host);
}
