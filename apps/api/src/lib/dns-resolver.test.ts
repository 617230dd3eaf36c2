import { lookup } from 'node:dns/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDnsServer, startSilentDnsServer } from '../../test/dns-stand-in.ts';
import { HostLookupError } from '../ports.ts';
import { createDnsResolver } from './dns-resolver.ts';

let answering: Awaited<ReturnType<typeof startDnsServer>>;
let silent: Awaited<ReturnType<typeof startSilentDnsServer>>;
beforeAll(async () => {
  answering = await startDnsServer({ 'hooks.shop.test': ['93.184.215.14', '93.184.215.15'] });
  silent = await startSilentDnsServer();
});
afterAll(async () => {
  await answering.close();
  await silent.close();
});

describe('the API’s own DNS resolver', () => {
  it('answers the addresses of a name, none for a name that does not exist', async () => {
    const dns = createDnsResolver({ servers: [answering.server], timeoutMs: 1_000, tries: 1 });
    expect((await dns.resolveHost('hooks.shop.test')).sort()).toEqual(['93.184.215.14', '93.184.215.15']);
    expect(await dns.resolveHost('nothing.shop.test')).toEqual([]);
  });

  it('gives up on a server that never answers, and holds no thread of the pool meanwhile', async () => {
    const dns = createDnsResolver({ servers: [silent.server], timeoutMs: 300, tries: 2 });
    // More hung lookups than libuv has pool threads (4): dns.lookup, which uses them, still answers.
    const hung = Array.from({ length: 8 }, (_, index) =>
      dns.resolveHost(`hung-${index}.shop.test`).then(
        () => 'answered',
        (error: unknown) => error,
      ),
    );
    const local = await lookup('localhost');
    expect(local.address).toMatch(/^(127\.0\.0\.1|::1)$/);
    const outcomes = await Promise.all(hung);
    for (const outcome of outcomes) expect(outcome).toBeInstanceOf(HostLookupError);
    expect(silent.queries()).toBeGreaterThanOrEqual(8);
  });
});
