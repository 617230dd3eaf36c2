import { Resolver } from 'node:dns/promises';
import { HostLookupError, type HostResolver, type TxtResolver } from '../ports.ts';

export interface DnsOptions {
  /** `ip` or `ip:port` of the DNS servers to ask; empty: the system's (/etc/resolv.conf). */
  servers: string[];
  /** How long one try waits for an answer. */
  timeoutMs: number;
  tries: number;
}

/** What DNS says when a name exists without an address of a family, or does not exist. */
const noSuchRecord = new Set(['ENODATA', 'ENOTFOUND']);

function codeOf(error: unknown): string {
  return String((error as { code?: unknown }).code ?? 'unknown');
}

/**
 * The API's own DNS lookups, on node:dns `Resolver` (c-ares: asynchronous sockets), never
 * `dns.lookup`, which holds one of libuv's four pool threads per lookup: four names whose DNS
 * hangs would stall every other lookup of the process (the acquirer's, SMTP's). Each lookup has
 * its own resolver, cancelled when `timeoutMs × tries` have passed whatever c-ares does.
 */
export function createDnsResolver(options: DnsOptions): HostResolver & TxtResolver {
  async function withResolver<T>(ask: (resolver: Resolver) => Promise<T>): Promise<T> {
    const resolver = new Resolver({ timeout: options.timeoutMs, tries: options.tries });
    if (options.servers.length > 0) resolver.setServers(options.servers);
    const deadline = setTimeout(() => resolver.cancel(), options.timeoutMs * options.tries);
    try {
      return await ask(resolver);
    } finally {
      clearTimeout(deadline);
    }
  }

  return {
    resolveTxt: (name) => withResolver((resolver) => resolver.resolveTxt(name)),

    resolveHost: (name) =>
      withResolver(async (resolver) => {
        const answers = await Promise.allSettled([resolver.resolve4(name), resolver.resolve6(name)]);
        const addresses: string[] = [];
        for (const answer of answers) {
          if (answer.status === 'fulfilled') addresses.push(...answer.value);
          else if (!noSuchRecord.has(codeOf(answer.reason)))
            throw new HostLookupError(name, codeOf(answer.reason));
        }
        return addresses;
      }),
  };
}
